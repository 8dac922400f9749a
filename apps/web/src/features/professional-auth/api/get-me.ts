import { queryOptions, useQuery } from '@tanstack/react-query'
import type { professionalEnvelopeSchema, ProfessionalDto } from '@acolhe/shared/api/professional'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me → 200 { professional } (also while awaiting authorization) or 401. The answer is the only place the web app knows who is logged in.

export async function getCurrentProfessional(signal?: AbortSignal): Promise<ProfessionalDto> {
  return (await api.get<AnswerOf<typeof professionalEnvelopeSchema>>('/professional-private/me', undefined, signal)).professional
}

export const currentProfessionalQueryOptions = () =>
  queryOptions({ queryKey: personQueryKeys.professional, queryFn: ({ signal }) => getCurrentProfessional(signal), staleTime: 5 * 60_000 })

export function useCurrentProfessional() {
  return useQuery(currentProfessionalQueryOptions())
}
