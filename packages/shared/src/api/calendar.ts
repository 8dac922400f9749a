import { z } from 'zod'
import { SESSION_STATUSES, UNAVAILABILITY_TYPES } from '../enums'
import { availabilitySlotSchema } from './session'

// Response shapes of the calendar API (weekly availability and unavailability periods, decision 009).

/**
 * A booked session a calendar change touches: it stays valid and booked, and the professional is told
 * about it (a period created over it, a slot changed or deleted under it).
 */
export const calendarSessionSchema = z.object({
  id: z.string().uuid(),
  selected_date: z.string(),
  status: z.enum(SESSION_STATUSES),
  patient_first_name: z.string().nullable(),
  patient_last_name: z.string().nullable(),
})
export type CalendarSessionDto = z.infer<typeof calendarSessionSchema>

/** Answer of PATCH /available-dates/{id} and DELETE /available-dates/{id}. */
export const slotChangeSchema = z.object({
  availableDate: availabilitySlotSchema.nullable(),
  /** Booked sessions of the slot that no longer fall inside it; they stay booked. */
  kept_sessions: z.array(calendarSessionSchema),
})
export type SlotChangeDto = z.infer<typeof slotChangeSchema>

export const unavailabilitySchema = z.object({
  id: z.string().uuid(),
  type: z.enum(UNAVAILABILITY_TYPES),
  /** ISO instants: start of the first day and end of the last day in Brasília for whole-day periods. */
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string().nullable(),
})
export type UnavailabilityDto = z.infer<typeof unavailabilitySchema>

/** GET /professional-unavailability/me. */
export const unavailabilityListSchema = z.object({ data: z.array(unavailabilitySchema), total: z.number().int() })
export type UnavailabilityListDto = z.infer<typeof unavailabilityListSchema>

/** Answer of POST and PATCH /professional-unavailability: the period and the booked sessions inside it. */
export const unavailabilityChangeSchema = z.object({
  unavailability: unavailabilitySchema,
  conflicting_sessions: z.array(calendarSessionSchema),
})
export type UnavailabilityChangeDto = z.infer<typeof unavailabilityChangeSchema>
