import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { balanceEntryReasonEnum, paymentStatusEnum } from './enums'
import { patients } from './people'
import { sessions } from './sessions'

/** Receipt numbers: gap-tolerant, never reused, assigned when a payment becomes DONE. */
export const receiptNumberSequence = pgSequence('receipt_number_seq', { startWith: 1, increment: 1 })

/** One checkout attempt for a session with a provider. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** The provider's own id of the paid transaction (Mercado Pago payment id), when it differs from the reference. */
    providerPaymentId: text('provider_payment_id'),
    method: text('method'),
    status: paymentStatusEnum('status').notNull().default('WAITING'),
    amountCents: integer('amount_cents').notNull(),
    balanceUsedCents: integer('balance_used_cents').notNull().default(0),
    checkoutUrl: text('checkout_url'),
    paidAt: instant('paid_at'),
    receiptNumber: integer('receipt_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_session_idx').on(t.sessionId),
    uniqueIndex('payments_provider_reference_unique').on(t.provider, t.providerReference),
    uniqueIndex('payments_receipt_number_unique').on(t.receiptNumber),
  ],
)

/** Every provider notification, stored once: the unique key makes webhook replays harmless. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId)],
)

/** Patient balance ledger: credits positive, debits negative; the balance is the sum. */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => patients.id),
    amountCents: integer('amount_cents').notNull(),
    reason: balanceEntryReasonEnum('reason').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /**
     * The session a refund gave money back for; null on every other entry. Filled by the database itself
     * (trigger balance_entries_refund_key, migration 0013: every reason named '…_REFUND' is a refund), so
     * one unique index allows a single refund per session whoever writes the row.
     */
    refundOfSessionId: uuid('refund_of_session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_entries_user_idx').on(t.userId, t.createdAt),
    // A session is refunded, debited or released at most once per reason (concurrent cancels credit once).
    // Late payments are keyed by payment instead: two attempts of one session may both be paid late.
    uniqueIndex('balance_entries_session_reason_unique')
      .on(t.sessionId, t.reason)
      .where(sql`${t.reason} <> 'LATE_PAYMENT'`),
    uniqueIndex('balance_entries_payment_reason_unique')
      .on(t.paymentId, t.reason)
      .where(sql`${t.paymentId} is not null`),
    // At most one refund per session, whatever its kind: a refund gives back everything the session still
    // held, so a second one (after an admin revived the session) could only be money never paid. Keyed by a
    // column the trigger fills rather than by a list of reasons in the index: PostgreSQL refuses an index
    // naming an enum value added in the same transaction, and a fresh database runs every migration in one.
    uniqueIndex('balance_entries_one_refund_per_session').on(t.refundOfSessionId),
  ],
)
