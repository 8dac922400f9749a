import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { PageTitle } from '../../../components/page-title'
import { RecordPatientsPage } from '../../../features/clinical-records/components/record-patients-page'

/** /profissional/prontuarios: the patients with a clinical record. */
export function Component() {
  return (
    <>
      <PageTitle title={t.listTitle} />
      <RecordPatientsPage recordTo={(patientId) => `/profissional/prontuarios/${patientId}`} />
    </>
  )
}
