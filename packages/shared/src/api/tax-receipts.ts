import { z } from 'zod'

/**
 * Receita Saúde receipts the professional still has to issue in the Receita Federal's app (decision 035).
 * Acolhe cannot issue them (the app has no public API): it keeps one entry per payment received, with
 * every field the app asks, and the professional records the number the app gave.
 *
 * - `PENDING`: to be issued.
 * - `ISSUED`: the professional recorded the receipt's number.
 * - `NOT_NEEDED`: the payment went back to the patient before the receipt was issued.
 */
export const TAX_RECEIPT_STATUSES = ['PENDING', 'ISSUED', 'NOT_NEEDED'] as const
export type TaxReceiptStatus = (typeof TAX_RECEIPT_STATUSES)[number]

/** Query of GET /professional-private/me/tax-receipts: one status, or every entry when absent. */
export const taxReceiptListQuerySchema = z.object({ status: z.enum(TAX_RECEIPT_STATUSES).optional() })
export type TaxReceiptListQuery = z.infer<typeof taxReceiptListQuerySchema>

export const taxReceiptSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  status: z.enum(TAX_RECEIPT_STATUSES),
  status_label: z.string(),
  payer_name: z.string(),
  /** Digits only; null when the patient had no CPF on file at the payment. */
  payer_cpf: z.string().nullable(),
  beneficiary_name: z.string(),
  beneficiary_cpf: z.string().nullable(),
  /** What the professional received: the consultation's service value, without the platform's operating cost. */
  amount_cents: z.number().int(),
  /** The payment's instant (the receipt is dated at it) and its Brasília day as dd/mm/aaaa. */
  paid_at: z.string(),
  paid_on: z.string(),
  professional_cpf: z.string(),
  /** 'CRP' or 'CRM', and the registration as number/UF. */
  council: z.string(),
  council_registration: z.string(),
  description: z.string(),
  receipt_number: z.string().nullable(),
  issued_at: z.string().nullable(),
  /** The last Brasília day to issue it by (dd/mm/aaaa), and whether that day has passed while still pending. */
  issue_by: z.string(),
  overdue: z.boolean(),
  /** The payment went back to the patient after the receipt was issued: the professional should check its cancellation. */
  refunded_after_issue: z.boolean(),
  /** Whether the number may be recorded (or corrected) now. */
  can_record_number: z.boolean(),
})
export type TaxReceiptDto = z.infer<typeof taxReceiptSchema>

export const taxReceiptListSchema = z.object({
  data: z.array(taxReceiptSchema),
  /** Pending entries whose day to issue by has passed, whatever the filter. */
  overdue_count: z.number().int(),
})
export type TaxReceiptListDto = z.infer<typeof taxReceiptListSchema>

/** The longest receipt number accepted (the app's numbers are far shorter; this only bounds the input). */
export const TAX_RECEIPT_NUMBER_MAX = 60
