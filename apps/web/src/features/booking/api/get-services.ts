import { queryOptions, useQuery } from '@tanstack/react-query'
import type { serviceSchema } from '@acolhe/shared/api/directory'
import type { ProfessionalType } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/services/by-professional-type/{type}: the price list shown in the review.

type ServicesReply = { services: AnswerOf<typeof serviceSchema>[] }

export async function getServices(type: ProfessionalType, signal?: AbortSignal) {
  return (await api.get<ServicesReply>(`/services/by-professional-type/${type}`, undefined, signal)).services
}

export const servicesQueryOptions = (type: ProfessionalType) =>
  queryOptions({ queryKey: ['booking', 'services', type], queryFn: ({ signal }) => getServices(type, signal), staleTime: 5 * 60_000 })

export function useServices(type: ProfessionalType | undefined) {
  return useQuery({ ...servicesQueryOptions(type ?? 'PSYCHOLOGIST'), enabled: Boolean(type) })
}
