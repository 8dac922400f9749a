import { z } from 'zod'
import { adminTexts as t } from '../texts/admin-api'

/** The longest period one export covers, so one request never reads the whole history at once. */
export const SESSION_EXPORT_MAX_DAYS = 366

const day = z.string({ error: t.exportRangeRequired }).date(t.exportRangeRequired)

/** Query of GET /session/export (admin): a period of Brasília days, both ends included. */
export const sessionExportQuerySchema = z.object({ date_a: day, date_b: day })
export type SessionExportQuery = z.infer<typeof sessionExportQuerySchema>
