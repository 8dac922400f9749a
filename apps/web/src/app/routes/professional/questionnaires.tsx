import { useParams } from 'react-router'
import { PatientQuestionnairesPage } from '../../../features/questionnaires/components/patient-questionnaires-page'

/** /profissional/questionarios/:patientId: one patient's questionnaires — schedules, answers, scores over time. */
export function Component() {
  const { patientId = '' } = useParams()
  return <PatientQuestionnairesPage patientId={patientId} />
}
