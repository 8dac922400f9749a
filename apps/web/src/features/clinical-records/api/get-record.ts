import { useQuery } from '@tanstack/react-query'
import { clinicalRecordSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'

// GET /api/professional-private/me/clinical-records/{patientId} → { patient, sessions (with can_add_note), notes, copy_requests }.
// Every read is audited by the server, so the record is not refetched on window focus.

export function useClinicalRecord(patientId: string) {
  return useQuery({
    queryKey: clinicalRecordsQueryKeys.record(patientId),
    queryFn: async ({ signal }) => clinicalRecordSchema.parse(await api.get(`/professional-private/me/clinical-records/${patientId}`, undefined, signal)),
    refetchOnWindowFocus: false,
  })
}
