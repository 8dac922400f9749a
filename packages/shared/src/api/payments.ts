import { z } from 'zod'
import { BALANCE_ENTRY_REASONS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums'

// Response shapes of the payments API, shared by the API's response schemas and the web.

/** GET /session/{id}/checkout-url: url is null when the balance paid the whole price. */
export const checkoutUrlSchema = z.object({ url: z.string().nullable(), paid_with_balance: z.boolean() })
export type CheckoutUrlDto = z.infer<typeof checkoutUrlSchema>

export const balanceEntrySchema = z.object({
  id: z.string().uuid(),
  amount_cents: z.number().int(),
  reason: z.enum(BALANCE_ENTRY_REASONS),
  reason_label: z.string(),
  session_id: z.string().uuid().nullable(),
  created_at: z.string(),
})

/** GET /user/me/balance: the balance is the sum of the entries (newest first). */
export const balanceSchema = z.object({ balance_cents: z.number().int(), entries: z.array(balanceEntrySchema) })
export type BalanceDto = z.infer<typeof balanceSchema>

/** GET /payments/local/{paymentId}: what the built-in checkout page shows. */
export const localCheckoutSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(PAYMENT_STATUSES),
  amount_cents: z.number().int(),
  description: z.string(),
  expires_at: z.string().nullable(),
  /** The patient's zone, which the page reads the deadline in (decision 068). */
  time_zone: z.string(),
  pix_payload: z.string(),
  /** The methods this checkout offers (the server's rule: boleto only far enough ahead). */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** Why a method is missing, when one is; shown under the methods. */
  methods_notice: z.string().nullable(),
  boleto_digitable_line: z.string(),
  return_url: z.string(),
})
export type LocalCheckoutDto = z.infer<typeof localCheckoutSchema>

/** POST /payments/local/{paymentId}/decision answer: the payment's status after the webhook ran. */
export const localDecisionResultSchema = z.object({ status: z.enum(PAYMENT_STATUSES), return_url: z.string() })
export type LocalDecisionResultDto = z.infer<typeof localDecisionResultSchema>

export const paymentMethodSchema = z.enum(PAYMENT_METHODS)
