import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { PageTitle } from '../../../components/page-title'
import { PatientRecordsPage } from '../../../features/clinical-records/components/patient-records-page'

/** /prontuarios: the patient's copy requests, one record per professional who saw them. */
export function Component() {
  return (
    <>
      <PageTitle title={t.patientTitle} />
      <PatientRecordsPage />
    </>
  )
}
