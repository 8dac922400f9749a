import { z } from 'zod'
import { SERIES_STATUSES } from '../enums'
import { seriesTexts as t } from '../texts/series'
import { createSessionBodySchema } from './session'

// Request bodies of the weekly series API ('Horário fixo', docs/decisions/040-weekly-series.md). Which
// lengths are allowed is the server's series policy; here only the shape.

/** POST /session-series: the first week is the hour chosen in the wizard; `weeks` null: no end date. */
export const createSeriesBodySchema = createSessionBodySchema
  .pick({ professional_id: true, available_date_id: true, selected_date: true, is_online: true, user_id: true })
  .extend({ weeks: z.number({ error: t.invalidWeeks }).int(t.invalidWeeks).positive(t.invalidWeeks).nullable() })
export type CreateSeriesBody = z.infer<typeof createSeriesBodySchema>

/** PATCH /session-series/:id/hour: the new hour of the next week to come; every later week follows it. */
export const moveSeriesBodySchema = createSessionBodySchema.pick({ selected_date: true })

/** PATCH /session-series/:id/status (admin: pause, resume or end; patient: resume). */
export const seriesStatusBodySchema = z.object({ status: z.enum(SERIES_STATUSES, { error: t.invalidStatus }) })

/** GET /session-series (admin): filters and page. */
export const adminSeriesQuerySchema = z.object({
  professional_id: z.string().uuid(t.invalidFilter).optional(),
  user_id: z.string().uuid(t.invalidFilter).optional(),
  status: z.enum(SERIES_STATUSES, { error: t.invalidStatus }).optional(),
  /** Part of the patient's or the professional's name, accents and case ignored. */
  search: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: t.invalidFilter }).max(100, t.invalidFilter).optional()),
  page: z.coerce.number({ error: t.invalidFilter }).int(t.invalidFilter).min(1, t.invalidFilter).max(100_000, t.invalidFilter).default(1),
})
