import { queryOptions, useQuery } from '@tanstack/react-query'
import { patientEnvelopeSchema, type PatientDto } from '@acolhe/shared/api/patient'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'

// GET /api/user/me → 200 { user } or 401. The answer is the only place the web app knows who is logged in.

export async function getCurrentPatient(signal?: AbortSignal): Promise<PatientDto> {
  return patientEnvelopeSchema.parse(await api.get('/user/me', undefined, signal)).user
}

export const currentPatientQueryOptions = () =>
  queryOptions({ queryKey: personQueryKeys.patient, queryFn: ({ signal }) => getCurrentPatient(signal), staleTime: 5 * 60_000 })

export function useCurrentPatient() {
  return useQuery(currentPatientQueryOptions())
}
