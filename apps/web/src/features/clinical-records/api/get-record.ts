import { useQuery } from '@tanstack/react-query'
import type { clinicalRecordSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/clinical-records/{patientId} → { patient, sessions (with can_add_note), notes, copy_requests }.
// Every read is audited by the server, so the record is not refetched on window focus.

export function useClinicalRecord(patientId: string) {
  return useQuery({
    queryKey: clinicalRecordsQueryKeys.record(patientId),
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof clinicalRecordSchema>>(`/professional-private/me/clinical-records/${patientId}`, undefined, signal),
    refetchOnWindowFocus: false,
  })
}
