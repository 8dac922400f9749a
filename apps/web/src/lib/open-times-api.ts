import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { openTimesSchema } from '@acolhe/shared/api/session'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/public/available-dates/{id}?include_availability=true: a professional's open hours (1 hour to
// 60 days ahead, grouped by Brasília day) with the price the server computes. One client and one cache
// entry per professional, whatever screen shows them — the booking wizard, a move, a return, a series —
// so a booking, a move or a cancellation invalidates every view of that professional's open times.

export const openTimesQueryKeys = {
  all: ['open-times'] as const,
  of: (professionalId: string) => ['open-times', professionalId] as const,
}

export async function getOpenTimes(professionalId: string, signal?: AbortSignal) {
  const reply = await api.get<AnswerOf<typeof openTimesSchema>>(`/public/available-dates/${professionalId}`, { include_availability: true }, signal)
  return reply.professionalAvailability
}

export const openTimesQueryOptions = (professionalId: string) =>
  queryOptions({ queryKey: openTimesQueryKeys.of(professionalId), queryFn: ({ signal }) => getOpenTimes(professionalId, signal) })

/** The wizard's view: the open days with the price and the series options. */
export function useOpenTimes(professionalId: string | undefined) {
  return useQuery({ ...openTimesQueryOptions(professionalId ?? ''), enabled: Boolean(professionalId) })
}

/** The open days only, fetched fresh whenever a screen opens them (a move, a return, a series' new hour). */
export function useOpenDays(professionalId: string, enabled: boolean) {
  return useQuery({ ...openTimesQueryOptions(professionalId), select: (answer) => answer.availability, enabled, staleTime: 0 })
}

/** After anything that may take or free an hour: every view of the open times (of one professional). */
export function invalidateOpenTimes(queryClient: QueryClient, professionalId?: string) {
  return queryClient.invalidateQueries({ queryKey: professionalId ? openTimesQueryKeys.of(professionalId) : openTimesQueryKeys.all })
}
