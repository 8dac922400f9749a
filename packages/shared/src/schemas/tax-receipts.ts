import { z } from 'zod'
import { TAX_RECEIPT_NUMBER_MAX } from '../api/tax-receipts'
import { taxReceiptTexts as t } from '../texts/tax-receipts'

/** Body of PATCH /professional-private/me/tax-receipts/{id}: the number the Receita Saúde app gave. */
export const taxReceiptNumberBodySchema = z.object({
  receipt_number: z.string({ error: t.numberRequired }).trim().min(1, t.numberRequired).max(TAX_RECEIPT_NUMBER_MAX, t.numberTooLong),
})
export type TaxReceiptNumberBody = z.infer<typeof taxReceiptNumberBodySchema>
