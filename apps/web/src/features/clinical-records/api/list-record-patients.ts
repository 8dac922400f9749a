import { useQuery } from '@tanstack/react-query'
import type { clinicalRecordPatientsSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/clinical-records → { data: [{ patient, last_session_date, note_count, pending_copy_requests }] }.

export function useRecordPatients() {
  return useQuery({
    queryKey: clinicalRecordsQueryKeys.patients,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof clinicalRecordPatientsSchema>>('/professional-private/me/clinical-records', undefined, signal),
  })
}
