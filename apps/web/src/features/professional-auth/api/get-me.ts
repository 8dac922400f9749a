import { queryOptions, useQuery } from '@tanstack/react-query'
import { professionalEnvelopeSchema, type ProfessionalDto } from '@acolhe/shared/api/professional'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'

// GET /api/professional-private/me → 200 { professional } (also while awaiting authorization) or 401. The answer is the only place the web app knows who is logged in.

export async function getCurrentProfessional(signal?: AbortSignal): Promise<ProfessionalDto> {
  return professionalEnvelopeSchema.parse(await api.get('/professional-private/me', undefined, signal)).professional
}

export const currentProfessionalQueryOptions = () =>
  queryOptions({ queryKey: personQueryKeys.professional, queryFn: ({ signal }) => getCurrentProfessional(signal), staleTime: 5 * 60_000 })

export function useCurrentProfessional() {
  return useQuery(currentProfessionalQueryOptions())
}
