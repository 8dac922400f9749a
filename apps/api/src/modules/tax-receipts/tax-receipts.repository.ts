import { and, desc, eq, sql } from 'drizzle-orm'
import type { TaxReceiptStatus } from '@acolhe/shared/api/tax-receipts'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema/payments'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { taxReceipts } from '../../db/schema/tax-receipts'

// The only place the receipts domain touches the ORM. Every function takes the Db (or a transaction).

export type TaxReceiptRow = typeof taxReceipts.$inferSelect
export type NewTaxReceiptRow = typeof taxReceipts.$inferInsert

/** What a receipt copies at the payment: the payment, its session, the patient and the professional. */
export async function findPaymentContext(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      payment: { id: payments.id, paidAt: payments.paidAt, status: payments.status },
      session: { id: sessions.id, selectedDate: sessions.selectedDate, serviceValueCents: sessions.serviceValueCents },
      patient: { firstName: patients.firstName, lastName: patients.lastName, email: patients.email, cpf: patients.cpf },
      professional: {
        id: professionals.id,
        cpfOrCnpj: professionals.cpfOrCnpj,
        crmOrCrp: professionals.crmOrCrp,
        documentState: professionals.documentState,
        professionalType: professionals.professionalType,
      },
    })
    .from(payments)
    .innerJoin(sessions, eq(sessions.id, payments.sessionId))
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .where(eq(payments.id, paymentId))
  return row
}

/** Inserts the payment's entry unless it already has one (the unique index on the payment decides). */
export async function insertReceiptOnce(db: Db, values: NewTaxReceiptRow): Promise<boolean> {
  const rows = await db.insert(taxReceipts).values(values).onConflictDoNothing({ target: taxReceipts.paymentId }).returning({ id: taxReceipts.id })
  return rows.length > 0
}

/**
 * The session's money went back to the patient: entries not yet issued are no longer needed; issued ones
 * are flagged (once) so the professional checks the receipt's cancellation.
 */
export async function markSessionRefunded(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(taxReceipts)
    .set({ status: 'NOT_NEEDED', updatedAt: now })
    .where(and(eq(taxReceipts.sessionId, sessionId), eq(taxReceipts.status, 'PENDING')))
  await db
    .update(taxReceipts)
    .set({ refundedAfterIssueAt: now, updatedAt: now })
    .where(and(eq(taxReceipts.sessionId, sessionId), eq(taxReceipts.status, 'ISSUED'), sql`${taxReceipts.refundedAfterIssueAt} is null`))
}

/** The professional's entries, newest payment first; one status or all. */
export function listReceipts(db: Db, professionalId: string, status: TaxReceiptStatus | undefined) {
  return db
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.professionalId, professionalId), status ? eq(taxReceipts.status, status) : undefined))
    .orderBy(desc(taxReceipts.paidAt), desc(taxReceipts.id))
}

/** The payment instants of the professional's pending entries (the overdue count reads them). */
export function listPendingPaidAt(db: Db, professionalId: string) {
  return db
    .select({ paidAt: taxReceipts.paidAt })
    .from(taxReceipts)
    .where(and(eq(taxReceipts.professionalId, professionalId), eq(taxReceipts.status, 'PENDING')))
}

/** One entry under a row lock, only if it belongs to the professional. */
export async function lockOwnedReceipt(db: Db, id: string, professionalId: string) {
  const [row] = await db
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.id, id), eq(taxReceipts.professionalId, professionalId)))
    .for('update')
  return row
}

export async function updateReceipt(db: Db, id: string, patch: Partial<NewTaxReceiptRow>): Promise<TaxReceiptRow> {
  const [row] = await db
    .update(taxReceipts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(taxReceipts.id, id))
    .returning()
  if (!row) throw new Error('update matched no row')
  return row
}

/**
 * Paid payments of a consultation that have no entry: those made before the receipts existed (or settled
 * by an instance of an older release during a rolling upgrade), with the filters recordPaymentReceived
 * applies (a CPF, a service value). The balance facts (late payments, refunds) come from the ledger.
 */
export function paymentsWithoutReceipt(db: Db) {
  return db
    .select({ paymentId: payments.id, sessionId: sessions.id })
    .from(payments)
    .innerJoin(sessions, eq(sessions.id, payments.sessionId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .where(
      and(
        eq(payments.status, 'DONE'),
        sql`${payments.paidAt} is not null`,
        sql`${sessions.serviceValueCents} > 0`,
        sql`${professionals.cpfOrCnpj} ~ '^[0-9]{11}$'`,
        sql`not exists (select 1 from ${taxReceipts} where ${taxReceipts.paymentId} = ${payments.id})`,
      ),
    )
    .orderBy(payments.paidAt)
}
