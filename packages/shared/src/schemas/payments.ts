import { z } from 'zod'
import { PAYMENT_METHODS } from '../enums'
import { paymentTexts as t } from '../texts/payments'

/** Body of POST /payments/local/{paymentId}/decision (the built-in checkout page's two buttons). */
export const localDecisionBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: t.invalidMethod }),
  approved: z.boolean({ error: t.invalidDecision }),
})
export type LocalDecisionBody = z.infer<typeof localDecisionBodySchema>

export const paymentIdParamSchema = z.object({ paymentId: z.string().uuid(t.paymentNotFound) })
