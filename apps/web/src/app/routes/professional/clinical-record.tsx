import { useParams, useSearchParams } from 'react-router'
import { RecordPage } from '../../../features/clinical-records/components/record-page'

/** /profissional/prontuarios/:patientId[?sessao=<id>]: one patient's record, the note form on that session. */
export function Component() {
  const { patientId = '' } = useParams()
  const [search] = useSearchParams()
  return <RecordPage patientId={patientId} backTo="/profissional/prontuarios" preselectedSessionId={search.get('sessao') ?? undefined} />
}
