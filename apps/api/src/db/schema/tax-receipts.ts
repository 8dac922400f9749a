import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { TAX_RECEIPT_STATUSES } from '@acolhe/shared/api/tax-receipts'
import { createdAt, id, instant, updatedAt } from './columns'
import { payments } from './payments'
import { professionals } from './people'
import { sessions } from './sessions'

export const taxReceiptStatusEnum = pgEnum('tax_receipt_status', TAX_RECEIPT_STATUSES)

/**
 * One Receita Saúde receipt to issue per payment received for a consultation (decision 035). The fields
 * the Receita Federal's app asks are copied when the payment is received, like the price frozen on the
 * session: the receipt is dated at the payment and says who paid then, whatever changes later.
 */
export const taxReceipts = pgTable(
  'tax_receipts',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    payerName: text('payer_name').notNull(),
    payerCpf: text('payer_cpf'),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryCpf: text('beneficiary_cpf'),
    amountCents: integer('amount_cents').notNull(),
    paidAt: instant('paid_at').notNull(),
    professionalCpf: text('professional_cpf').notNull(),
    council: text('council').notNull(),
    councilRegistration: text('council_registration').notNull(),
    description: text('description').notNull(),
    status: taxReceiptStatusEnum('status').notNull().default('PENDING'),
    receiptNumber: text('receipt_number'),
    issuedAt: instant('issued_at'),
    /** Set when the payment went back to the patient after the receipt was issued. */
    refundedAfterIssueAt: instant('refunded_after_issue_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Exactly one entry per payment: a replayed webhook or a retried transaction cannot add a second.
    uniqueIndex('tax_receipts_payment_unique').on(t.paymentId),
    index('tax_receipts_professional_paid_idx').on(t.professionalId, t.paidAt),
    index('tax_receipts_session_idx').on(t.sessionId),
  ],
)
