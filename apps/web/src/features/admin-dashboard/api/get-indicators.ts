import { queryOptions, useQuery } from '@tanstack/react-query'
import type { dashboardIndicatorsSchema, DashboardIndicatorsDto } from '@acolhe/shared/api/admin-lists'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/dashboard/indicators (admin) → 200 the dashboard counters (decision 014).

export async function getIndicators(signal?: AbortSignal): Promise<DashboardIndicatorsDto> {
  return api.get<AnswerOf<typeof dashboardIndicatorsSchema>>('/dashboard/indicators', undefined, signal)
}

export const indicatorsQueryOptions = () => queryOptions({ queryKey: ['admin-dashboard', 'indicators'], queryFn: ({ signal }) => getIndicators(signal) })

export function useIndicators() {
  return useQuery(indicatorsQueryOptions())
}
