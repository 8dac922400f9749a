import { useQuery } from '@tanstack/react-query'
import type { earningsSchema } from '@acolhe/shared/api/earnings'
import { api } from '../../../lib/api-client'
import { professionalHomeQueryKeys } from './professional-home-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/earnings → { months: [{ month, paid_consultations, gross_cents, operating_costs_cents, service_value_cents }] }.

export function useEarnings() {
  return useQuery({
    queryKey: professionalHomeQueryKeys.earnings,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof earningsSchema>>('/professional-private/me/earnings', undefined, signal),
  })
}
