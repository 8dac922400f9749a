import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { pixAutomaticoChargeStateEnum, pixAutomaticoReasonEnum, pixAutomaticoStatusEnum } from './enums'
import { payments } from './payments'
import { patients } from './people'
import { sessionSeries } from './series'
import { sessions } from './sessions'

/**
 * A patient's Pix Automático authorization for one weekly series (decision 102): the PSP's recurrence
 * (`rec`), whose id we generate ourselves so a retried creation is the same recurrence. Status PENDING →
 * ACTIVE (the bank confirmed) → CANCELLED; PAUSED is never stored: it is an ACTIVE authorization of a
 * paused series. One live (PENDING or ACTIVE) authorization per series.
 */
export const pixAutomaticoAuthorizations = pgTable(
  'pix_automatico_authorizations',
  {
    id: id(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => sessionSeries.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => patients.id),
    /** The recurrence's id at the PSP (29 letters and digits, the specification's formation rule). */
    idRec: text('id_rec').notNull(),
    status: pixAutomaticoStatusEnum('status').notNull().default('PENDING'),
    /** The PSP's own status, as last read back (CRIADA, APROVADA, REJEITADA, EXPIRADA, CANCELADA). */
    recStatus: text('rec_status').notNull().default('CRIADA'),
    /** The fixed weekly amount the patient authorizes (valorRec). */
    capCents: integer('cap_cents').notNull(),
    /** The first week's checkout (an immediate charge) that journey 3 pays with the same QR, and its session. */
    firstPaymentId: uuid('first_payment_id').references(() => payments.id),
    firstSessionId: uuid('first_session_id').references(() => sessions.id),
    /** The composite BR Code (cob + rec) shown while PENDING. */
    qrCode: text('qr_code'),
    /** PATIENT_BANK, PATIENT, PROFESSIONAL, ADMIN, SERIES_ENDED, BANK_REFUSED, EXPIRED. */
    cancelledBy: text('cancelled_by'),
    cancelledAt: instant('cancelled_at'),
    authorizedAt: instant('authorized_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pix_automatico_authorizations_id_rec_unique').on(t.idRec),
    uniqueIndex('pix_automatico_authorizations_live_unique')
      .on(t.seriesId)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE')`),
    index('pix_automatico_authorizations_series_idx').on(t.seriesId),
  ],
)

/**
 * One week's recurring charge (`cobr`): txid = id without dashes. Its payment row (provider
 * 'pix-automatico') is what the debit settles through the payments module, so the session, the ledger and
 * the Receita Saúde entry follow the same path as any payment.
 */
export const pixAutomaticoCharges = pgTable(
  'pix_automatico_charges',
  {
    id: id(),
    authorizationId: uuid('authorization_id')
      .notNull()
      .references(() => pixAutomaticoAuthorizations.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    weekStartsAt: instant('week_starts_at').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Brasília date (YYYY-MM-DD) the PSP debits: the cobr's dataDeVencimento. */
    dueDate: text('due_date').notNull(),
    state: pixAutomaticoChargeStateEnum('state').notNull().default('SCHEDULED'),
    reason: pixAutomaticoReasonEnum('reason'),
    /** Settlement attempts asked of the PSP (1 = the due date; each retentativa adds one). */
    attempts: integer('attempts').notNull().default(1),
    /** The date of the attempt under way (the due date, then each retry's date). */
    attemptDate: text('attempt_date').notNull(),
    debitedAt: instant('debited_at'),
    endToEndId: text('end_to_end_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One charge standing per week, whichever authorization: two job runs (or a second authorization) cannot
    // charge a week twice, so a week's debit is credited back at most once (PIX_AUTOMATICO_CREDIT per session).
    uniqueIndex('pix_automatico_charges_session_unique')
      .on(t.sessionId)
      .where(sql`${t.state} <> 'CANCELLED'`),
    index('pix_automatico_charges_open_idx').on(t.state).where(sql`${t.state} in ('SCHEDULED', 'FAILED_RETRYING')`),
  ],
)
