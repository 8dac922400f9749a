import { z } from 'zod'
import { PAYMENT_STATUSES, SESSION_STATUSES, SESSION_STATUS_FILTERS, SESSION_TABS, SESSION_TYPES } from '../enums'
import { sessionTexts as t } from '../texts/session'

const uuid = (message: string) => z.string({ error: message }).uuid(message)
const instant = z.string({ error: t.invalidDate }).datetime({ offset: true, message: t.invalidDate })
const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(100).optional())

/** Body of POST /session (docs/product/consultation-lifecycle.md "Booking"). */
export const createSessionBodySchema = z.object({
  professional_id: uuid(t.professionalRequired),
  available_date_id: uuid(t.slotRequired).optional(),
  selected_date: instant,
  is_online: z.boolean({ error: t.modalityRequired }),
  service_id: uuid(t.serviceRequired).optional(),
  type: z.enum(SESSION_TYPES, { error: t.invalidType }).default('DEFAULT'),
  user_id: uuid(t.patientRequired).optional(),
  parent_session: uuid(t.parentRequired).optional().nullable(),
  create_checkout: z.boolean().optional(),
})
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>

export const rescheduleSessionBodySchema = z.object({
  available_date_id: uuid(t.slotRequired).optional(),
  selected_date: instant,
})
export const changeModalityBodySchema = z.object({ is_online: z.boolean({ error: t.modalityRequired }) })
export const changeStatusBodySchema = z.object({ status: z.enum(SESSION_STATUSES, { error: t.invalidStatus }) })
export const changePaymentBodySchema = z.object({ payment: z.enum(PAYMENT_STATUSES, { error: t.invalidPayment }) })

const pageField = z.coerce.number({ error: t.invalidPage }).int(t.invalidPage).min(1, t.invalidPage).max(100_000, t.invalidPage).default(1)
const limitField = (fallback: number) =>
  z.coerce.number({ error: t.invalidLimit }).int(t.invalidLimit).min(1, t.invalidLimit).max(100, t.invalidLimit).default(fallback)
const dateFilter = z.preprocess((v) => (v === '' ? undefined : v), z.string().datetime({ offset: true, message: t.invalidDate }).or(z.string().date(t.invalidDate)).optional())


/** Query of GET /session/me. */
export const mySessionsQuerySchema = z.object({
  page: pageField,
  limit: limitField(8),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SESSION_STATUS_FILTERS, { error: t.invalidStatus }).optional()),
  date_a: dateFilter,
  date_b: dateFilter,
  /** A tab: the list is exactly what the tab's count counts (the status and date filters are then ignored). */
  tab: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SESSION_TABS, { error: t.invalidStatus }).optional()),
  statistic: z.preprocess((v) => v === 'true' || v === true, z.boolean()).default(false),
  isMe: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
})
export type MySessionsQuery = z.infer<typeof mySessionsQuerySchema>

/** Query of GET /session (admin). */
export const adminSessionsQuerySchema = z.object({
  page: pageField,
  limit: limitField(5),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SESSION_STATUS_FILTERS, { error: t.invalidStatus }).optional()),
  payment: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYMENT_STATUSES, { error: t.invalidPayment }).optional()),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SESSION_TYPES, { error: t.invalidType }).optional()),
  search: optionalText,
  date_a: dateFilter,
  date_b: dateFilter,
})
export type AdminSessionsQuery = z.infer<typeof adminSessionsQuerySchema>

export const idParamSchema = z.object({ id: uuid(t.invalidId) })
