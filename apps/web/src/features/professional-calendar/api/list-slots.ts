import { queryOptions, useQuery } from '@tanstack/react-query'
import { availabilitySlotListSchema, type availabilitySlotSchema } from '@acolhe/shared/api/session'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'

// GET /api/available-dates → 200 { availableDates[] } of the logged-in professional (deleted slots left out).

export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>

export async function listSlots(signal?: AbortSignal): Promise<AvailabilitySlot[]> {
  return availabilitySlotListSchema.parse(await api.get('/available-dates', undefined, signal)).availableDates
}

export const slotsQueryOptions = () => queryOptions({ queryKey: calendarQueryKeys.slots, queryFn: ({ signal }) => listSlots(signal) })

export function useSlots() {
  return useQuery(slotsQueryOptions())
}
