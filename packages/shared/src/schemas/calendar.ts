import { z } from 'zod'
import { UNAVAILABILITY_TYPES } from '../enums'
import { validationTexts as t } from '../texts/validation'
import { blankToUndefined } from './fields'

// Weekly availability and unavailability periods (decisions 005 and 009).

/** Full hours as four-digit HHMM: '0000' … '2300' for a start, up to '2400' (midnight) for an end. */
const startHourField = z.string({ error: t.hourInvalid }).regex(/^([01]\d|2[0-3])00$/, t.hourInvalid)
const endHourField = z.string({ error: t.hourInvalid }).regex(/^(([01]\d|2[0-3])00|2400)$/, t.hourInvalid)

/** POST /available-dates and PATCH /available-dates/{id} (body without id). */
export const availabilitySlotBodySchema = z
  .strictObject({
    week_day: z.coerce.number({ error: t.weekDayInvalid }).int(t.weekDayInvalid).min(0, t.weekDayInvalid).max(6, t.weekDayInvalid),
    start_time: startHourField,
    end_time: endHourField,
  })
  .refine((slot) => slot.start_time < slot.end_time, { path: ['end_time'], message: t.startBeforeEnd })
export type AvailabilitySlotBody = z.infer<typeof availabilitySlotBodySchema>
export type AvailabilitySlotForm = z.input<typeof availabilitySlotBodySchema>

/**
 * A period bound: a calendar day 'yyyy-mm-dd' (the whole Brasília day: start of the first day, end
 * of the last) or a precise ISO instant with its offset.
 */
const periodBoundField = z.union([z.iso.date({ error: t.dateInvalid }), z.iso.datetime({ offset: true, error: t.dateInvalid })], {
  error: t.dateInvalid,
})

const unavailabilityFields = {
  type: z.enum(UNAVAILABILITY_TYPES, { error: t.unavailabilityTypeInvalid }),
  start_date: periodBoundField,
  end_date: periodBoundField,
  reason: z.preprocess(blankToUndefined, z.string().trim().max(255, t.reasonMax).optional()),
}

/** Compares two bounds by their calendar day first, so a same-day date and instant pass. */
function endsBeforeStart(start: string, end: string): boolean {
  return end.slice(0, 10) < start.slice(0, 10) || (end.length > 10 && start.length > 10 && Date.parse(end) < Date.parse(start))
}

/** POST /professional-unavailability. */
export const unavailabilityBodySchema = z
  .strictObject(unavailabilityFields)
  .refine((period) => !endsBeforeStart(period.start_date, period.end_date), { path: ['end_date'], message: t.endBeforeStart })
export type UnavailabilityBody = z.infer<typeof unavailabilityBodySchema>

/** PATCH /professional-unavailability/{id}: any subset; the server checks the merged period. */
export const unavailabilityUpdateBodySchema = z
  .strictObject(unavailabilityFields)
  .partial()
  .refine((period) => !period.start_date || !period.end_date || !endsBeforeStart(period.start_date, period.end_date), {
    path: ['end_date'],
    message: t.endBeforeStart,
  })
export type UnavailabilityUpdateBody = z.infer<typeof unavailabilityUpdateBodySchema>

/** GET /professional-unavailability/me query. */
export const unavailabilityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(8),
  date_a: z.preprocess(blankToUndefined, z.iso.date({ error: t.dateInvalid }).optional()),
  date_b: z.preprocess(blankToUndefined, z.iso.date({ error: t.dateInvalid }).optional()),
})
export type UnavailabilityListQuery = z.infer<typeof unavailabilityListQuerySchema>
