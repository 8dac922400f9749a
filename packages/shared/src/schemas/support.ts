import { z } from 'zod'
import { supportTexts as t } from '../texts/support'
import { blankToUndefined, emailField } from './fields'

// 'Fale conosco' on the landing page and the admin's support inbox
// (docs/decisions/028-admin-accounts-and-support-inbox.md).

export const SUPPORT_MESSAGE_LIMITS = { nameMax: 120, messageMin: 10, messageMax: 4000 } as const
export const SUPPORT_STATES = ['open', 'answered'] as const
export type SupportState = (typeof SUPPORT_STATES)[number]

/** Body of POST /support/messages (public). */
export const supportMessageBodySchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(2, t.nameRequired).max(SUPPORT_MESSAGE_LIMITS.nameMax, t.nameMax),
  email: emailField,
  message: z
    .string({ error: t.messageMin })
    .trim()
    .min(SUPPORT_MESSAGE_LIMITS.messageMin, t.messageMin)
    .max(SUPPORT_MESSAGE_LIMITS.messageMax, t.messageMax),
})
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>

/** Query of GET /support/messages (admin): newest first, optionally only open or answered ones. */
export const supportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  state: z.preprocess(blankToUndefined, z.enum(SUPPORT_STATES, { error: t.invalidState }).optional()),
})
export type SupportListQuery = z.infer<typeof supportListQuerySchema>

/** Body of PATCH /support/messages/{id}: answered (true) or open again (false). */
export const supportAnsweredBodySchema = z.object({ answered: z.boolean({ error: t.invalidState }) })
