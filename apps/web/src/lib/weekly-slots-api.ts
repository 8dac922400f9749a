import { queryOptions } from '@tanstack/react-query'
import type { availabilitySlotListSchema, availabilitySlotSchema } from '@acolhe/shared/api/session'
import type { z } from 'zod'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/available-dates → 200 { availableDates[] } of the logged-in professional (deleted slots left out);
// GET /api/available-dates/{id} the same list of any professional, for an admin. One client for the
// calendar's availability tab and the practice card, so a slot's change refreshes both.

export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>

export const weeklySlotsQueryKeys = {
  all: ['weekly-slots'] as const,
  mine: ['weekly-slots', 'mine'] as const,
  of: (professionalId: string) => ['weekly-slots', professionalId] as const,
}

/** The logged-in professional's slots, or (with an id) an admin's read of that professional's. */
export async function listWeeklySlots(professionalId: string | null, signal?: AbortSignal): Promise<AvailabilitySlot[]> {
  const path = professionalId ? `/available-dates/${professionalId}` : '/available-dates'
  return (await api.get<AnswerOf<typeof availabilitySlotListSchema>>(path, undefined, signal)).availableDates
}

export const weeklySlotsQueryOptions = (professionalId: string | null) =>
  queryOptions({
    queryKey: professionalId ? weeklySlotsQueryKeys.of(professionalId) : weeklySlotsQueryKeys.mine,
    queryFn: ({ signal }) => listWeeklySlots(professionalId, signal),
  })
