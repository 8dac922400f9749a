import { z } from 'zod'
import { PAYMENT_STATUSES, SERIES_SKIP_REASONS, SERIES_STATUSES, SESSION_STATUSES } from '../enums'

// Answers of the weekly series API ('Horário fixo', docs/decisions/040-weekly-series.md).

/** A week that got no consultation and why (listed to the patient, never silently dropped). */
export const seriesSkipSchema = z.object({ starts_at: z.string(), reason: z.enum(SERIES_SKIP_REASONS) })
export type SeriesSkipDto = z.infer<typeof seriesSkipSchema>

/** A week booked as a session. */
export const seriesOccurrenceSchema = z.object({
  session_id: z.string().uuid(),
  starts_at: z.string(),
  status: z.enum(SESSION_STATUSES),
  payment: z.enum(PAYMENT_STATUSES),
  /** Pay by this instant or the hour is released (null: paid, or nothing to pay). */
  pay_by: z.string().nullable(),
  /** The viewer may cancel this week on its own (the ordinary cancellation, PATCH /session/:id/status). */
  cancel: z.boolean(),
})
export type SeriesOccurrenceDto = z.infer<typeof seriesOccurrenceSchema>

/** What the viewer may do with the series, from the server's series policy. */
export const seriesActionsSchema = z.object({
  move: z.boolean(),
  end: z.boolean(),
  pause: z.boolean(),
  resume: z.boolean(),
})

export const seriesSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(SERIES_STATUSES),
  professional: z.object({ id: z.string().uuid(), first_name: z.string(), last_name: z.string() }),
  patient: z.object({ id: z.string().uuid(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
  is_online: z.boolean(),
  /** 0 = Sunday … 6 = Saturday, in Brasília. */
  week_day: z.number().int(),
  /** The weekly hour in Brasília, 'HH:MM'. */
  time: z.string(),
  weeks: z.number().int().nullable(),
  /** The zone the viewer reads the weeks' days and hours in: the patient's own, Brasília's for everyone else. */
  time_zone: z.string(),
  /** The next live week still to come. */
  next_occurrence: z.string().nullable(),
  /** Live weeks still to come. */
  booked_ahead: z.number().int(),
  /** Live weeks to come, soonest first. */
  occurrences: z.array(seriesOccurrenceSchema),
  skipped: z.array(seriesSkipSchema),
  ended_at: z.string().nullable(),
  paused_at: z.string().nullable(),
  actions: seriesActionsSchema,
})
export type SeriesDto = z.infer<typeof seriesSchema>

/** POST /session-series: the series, the first week's session (paid now, in the booking flow), what was booked and skipped. */
export const seriesCreatedSchema = z.object({
  series: seriesSchema,
  first_session_id: z.string().uuid(),
  created: z.array(z.string()),
  skipped: z.array(seriesSkipSchema),
})
export type SeriesCreatedDto = z.infer<typeof seriesCreatedSchema>

export const seriesListSchema = z.object({ data: z.array(seriesSchema), total: z.number().int() })
export type SeriesListDto = z.infer<typeof seriesListSchema>
