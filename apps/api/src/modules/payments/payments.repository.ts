import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { BalanceEntryReason } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { services } from '../../db/schema/catalogue'
import { emailOutbox } from '../../db/schema/operations'
import { balanceEntries, paymentEvents, payments } from '../../db/schema/payments'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { currentRequestId } from '../../lib/request-id'

// The only place the payments domain touches the ORM. Every function takes the Db (or a transaction).

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

/** Locks the patient row: checkouts of one patient reserve balance one after another, never twice. */
export async function lockPatient(db: Db, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).for('update')
  return row
}

export async function findPatient(db: Db, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id))
  return row
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)` })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
  return Number(row?.total ?? 0)
}

/** The balance held for a session's checkout: its debit, unless it was already given back. */
export async function reservationOf(db: Db, sessionId: string): Promise<Reservation> {
  const rows = await db
    .select({ reason: balanceEntries.reason, amount: balanceEntries.amountCents })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.sessionId, sessionId), sql`${balanceEntries.reason} in ('CHECKOUT_DEBIT', 'CHECKOUT_RELEASE')`))
  return reservationFrom(rows)
}

type Reservation = { reservedCents: number; exists: boolean }

/** A session's reservation from its ledger rows: its checkout debit, unless it was already given back. */
function reservationFrom(rows: { reason: string; amount: number }[]): Reservation {
  const debit = rows.find((r) => r.reason === 'CHECKOUT_DEBIT')
  const released = rows.some((r) => r.reason === 'CHECKOUT_RELEASE')
  return { reservedCents: debit && !released ? -debit.amount : 0, exists: Boolean(debit) }
}

/**
 * What paying each of several sessions would use, in one statement: every listed patient's balance and
 * every listed session's checkout reservation (a list of sessions asks for all of them at once).
 */
export async function paymentFactsOf(db: Db, userIds: string[], sessionIds: string[]): Promise<{ balances: Map<string, number>; reservations: Map<string, Reservation> }> {
  const balances = new Map<string, number>(userIds.map((id) => [id, 0]))
  const reservations = new Map<string, Reservation>(sessionIds.map((id) => [id, { reservedCents: 0, exists: false }]))
  if (userIds.length === 0 && sessionIds.length === 0) return { balances, reservations }
  const balanceRows = db
    .select({
      sessionId: sql<string | null>`null::uuid`.as('session_id'),
      userId: sql<string>`${balanceEntries.userId}`.as('user_id'),
      reason: sql<string>`'BALANCE'`.as('reason'),
      amount: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)::bigint`.as('amount'),
    })
    .from(balanceEntries)
    .where(inArray(balanceEntries.userId, [...new Set(userIds)]))
    .groupBy(balanceEntries.userId)
  const reservationRows = db
    .select({
      sessionId: sql<string | null>`${balanceEntries.sessionId}`.as('session_id'),
      userId: sql<string>`${balanceEntries.userId}`.as('user_id'),
      reason: sql<string>`${balanceEntries.reason}::text`.as('reason'),
      amount: sql<string>`${balanceEntries.amountCents}::bigint`.as('amount'),
    })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.sessionId, sessionIds), sql`${balanceEntries.reason} in ('CHECKOUT_DEBIT', 'CHECKOUT_RELEASE')`))
  const rows = await unionAll(balanceRows, reservationRows)
  for (const row of rows) if (row.reason === 'BALANCE') balances.set(row.userId, Number(row.amount))
  for (const id of sessionIds) {
    const own = rows.filter((row) => row.sessionId === id).map((row) => ({ reason: row.reason, amount: Number(row.amount) }))
    reservations.set(id, reservationFrom(own))
  }
  return { balances, reservations }
}

/** Inserts a ledger row unless the (session, reason) or (payment, reason) key already has one. */
export async function insertBalanceEntryOnce(
  db: Db,
  entry: { userId: string; amountCents: number; reason: BalanceEntryReason; sessionId: string | null; paymentId: string | null },
): Promise<boolean> {
  const rows = await db.insert(balanceEntries).values(entry).onConflictDoNothing().returning({ id: balanceEntries.id })
  return rows.length > 0
}

export function listBalanceEntries(db: Db, userId: string) {
  return db
    .select()
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
}

export async function insertPayment(db: Db, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function updatePayment(db: Db, id: string, patch: Partial<NewPaymentRow>): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning()
  if (!row) throw new Error('update matched no row')
  return row
}

export async function findPayment(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(payments).where(eq(payments.id, id))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

/** The session's newest attempt that can still be paid with this provider. */
export async function findOpenPayment(db: Db, sessionId: string, provider: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.provider, provider), eq(payments.status, 'WAITING')))
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return row
}

/** The attempt that paid the session (newest first, should there be more than one). */
export async function findPaidPayment(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'DONE')))
    .orderBy(desc(payments.paidAt))
    .limit(1)
  return row
}

const NEXT_RECEIPT_NUMBER = sql`nextval('receipt_number_seq')`

/** A payment that is DONE at birth (balance, admin) gets its receipt number in the same statement. */
export async function insertPaidPayment(db: Db, values: Omit<NewPaymentRow, 'status' | 'receiptNumber'>): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'DONE', receiptNumber: NEXT_RECEIPT_NUMBER })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

/** DONE, with the next receipt number (kept if the row already had one). */
export async function markPaymentDone(
  db: Db,
  id: string,
  patch: { paidAt: Date; method: string | null; providerPaymentId: string | null },
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'DONE',
      paidAt: patch.paidAt,
      method: sql`coalesce(${patch.method}, ${payments.method})`,
      providerPaymentId: sql`coalesce(${patch.providerPaymentId}, ${payments.providerPaymentId})`,
      receiptNumber: sql`coalesce(${payments.receiptNumber}, nextval('receipt_number_seq'))`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id))
    .returning()
  if (!row) throw new Error('update matched no row')
  return row
}

/** Stores a provider event once; false means it was already stored (a replay). */
export async function insertEventOnce(db: Db, event: { provider: string; eventId: string; payload: unknown }): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id })
  return rows.length > 0
}

export async function countEvents(db: Db, provider: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(eq(paymentEvents.provider, provider))
  return row?.n ?? 0
}

export async function queueEmail(
  db: Db,
  email: { toAddress: string; subject: string; html: string; text: string; dedupeKey: string },
): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, requestId: currentRequestId() }).onConflictDoNothing()
}


/** Everything the receipt shows, in one read. */
export async function findReceiptView(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      session: sessions,
      patient: { firstName: patients.firstName, lastName: patients.lastName, cpf: patients.cpf, email: patients.email, timeZone: patients.timeZone },
      professional: {
        firstName: professionals.firstName,
        lastName: professionals.lastName,
        cpfOrCnpj: professionals.cpfOrCnpj,
        crmOrCrp: professionals.crmOrCrp,
        documentState: professionals.documentState,
        professionalType: professionals.professionalType,
      },
      service: { serviceName: services.serviceName },
    })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .innerJoin(services, eq(services.id, sessions.serviceId))
    .where(eq(sessions.id, sessionId))
  return row
}
