import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { unavailabilityListSchema, UnavailabilityListDto } from '@acolhe/shared/api/calendar'
import type { UnavailabilityListQuery } from '@acolhe/shared/schemas/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-unavailability/me?page&limit=8&date_a&date_b → 200 { data[], total }.

export async function listUnavailabilities(query: UnavailabilityListQuery, signal?: AbortSignal): Promise<UnavailabilityListDto> {
  return api.get<AnswerOf<typeof unavailabilityListSchema>>('/professional-unavailability/me', query, signal)
}

export const unavailabilitiesQueryOptions = (query: UnavailabilityListQuery) =>
  queryOptions({
    queryKey: calendarQueryKeys.unavailability(query),
    queryFn: ({ signal }) => listUnavailabilities(query, signal),
    placeholderData: keepPreviousData,
  })

export function useUnavailabilities(query: UnavailabilityListQuery) {
  return useQuery(unavailabilitiesQueryOptions(query))
}
