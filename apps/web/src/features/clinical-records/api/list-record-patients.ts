import { useQuery } from '@tanstack/react-query'
import { clinicalRecordPatientsSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'

// GET /api/professional-private/me/clinical-records → { data: [{ patient, last_session_date, note_count, pending_copy_requests }] }.

export function useRecordPatients() {
  return useQuery({
    queryKey: clinicalRecordsQueryKeys.patients,
    queryFn: async ({ signal }) => clinicalRecordPatientsSchema.parse(await api.get('/professional-private/me/clinical-records', undefined, signal)),
  })
}
