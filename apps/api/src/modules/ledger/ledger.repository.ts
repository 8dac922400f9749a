import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { BalanceEntryReason } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { balanceEntries, payments } from '../../db/schema/payments'
import { patients } from '../../db/schema/people'

// The only place that touches `balance_entries` (a test keeps it so: test/ledger-boundary.test.ts). Every
// function takes the Db (or a transaction); the named money movements that use them are in ledger.service.ts.

export type BalanceEntryRow = typeof balanceEntries.$inferSelect

/** Locks the patient row: checkouts of one patient reserve balance one after another, never twice. */
export async function lockPatientBalance(db: Db, userId: string): Promise<void> {
  await db.select({ id: patients.id }).from(patients).where(eq(patients.id, userId)).for('update')
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)` })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
  return Number(row?.total ?? 0)
}

export type Reservation = { reservedCents: number; exists: boolean }

/** The balance held for a session's checkout: its debit, unless it was already given back. */
export async function reservationOf(db: Db, sessionId: string): Promise<Reservation> {
  const rows = await db
    .select({ reason: balanceEntries.reason, amount: balanceEntries.amountCents })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.sessionId, sessionId), sql`${balanceEntries.reason} in ('CHECKOUT_DEBIT', 'CHECKOUT_RELEASE')`))
  return reservationFrom(rows)
}

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

/**
 * Inserts a ledger row unless its key is taken: one row per (session, reason), per (payment, reason), and
 * one refund of any kind per session (unique indexes), so a repeated movement is a no-op.
 */
export async function insertEntryOnce(
  db: Db,
  entry: { userId: string; amountCents: number; reason: BalanceEntryReason; sessionId: string | null; paymentId: string | null },
): Promise<boolean> {
  const rows = await db.insert(balanceEntries).values(entry).onConflictDoNothing().returning({ id: balanceEntries.id })
  return rows.length > 0
}

/** A patient's ledger, newest first (the balance page). */
export function listEntriesNewestFirst(db: Db, userId: string) {
  return db
    .select()
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
}

/** A patient's ledger, oldest first (the LGPD data export). */
export function listEntriesOldestFirst(db: Db, userId: string) {
  return db.select().from(balanceEntries).where(eq(balanceEntries.userId, userId)).orderBy(asc(balanceEntries.createdAt))
}

/**
 * The patient's money a session still holds: what its paid attempts charged, plus the balance spent on it
 * (debits), minus everything already given back for it (releases, late payments, refunds). Admin
 * adjustments are not money of a session.
 */
export async function moneyHeldBySession(db: Db, sessionId: string): Promise<number> {
  const [charged] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'DONE')))
  const [ledger] = await db
    .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountCents}), 0)` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.sessionId, sessionId), ne(balanceEntries.reason, 'ADMIN_ADJUSTMENT')))
  return Number(charged?.total ?? 0) - Number(ledger?.total ?? 0)
}

/**
 * Gives back the balance a checkout reserved for these sessions (a credit mirroring each debit), once:
 * the unique (session, reason) index makes a second release a no-op.
 */
export async function insertReleasesOnce(db: Db, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await db.execute(sql`
    insert into ${balanceEntries} (user_id, amount_cents, reason, session_id)
    select ${balanceEntries.userId}, -${balanceEntries.amountCents}, 'CHECKOUT_RELEASE', ${balanceEntries.sessionId}
    from ${balanceEntries}
    where ${balanceEntries.reason} = 'CHECKOUT_DEBIT' and ${inArray(balanceEntries.sessionId, sessionIds)}
    on conflict do nothing`)
}

/** What each session's refunds credited back to the patient's balance (reasons named '…_REFUND'). */
export function listRefundsBySession(db: Db, sessionIds: string[], refundReasons: readonly BalanceEntryReason[]) {
  if (sessionIds.length === 0) return Promise.resolve([])
  return db
    .select({ sessionId: balanceEntries.sessionId, amountCents: sql<number>`sum(${balanceEntries.amountCents})::int` })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.sessionId, sessionIds), inArray(balanceEntries.reason, [...refundReasons])))
    .groupBy(balanceEntries.sessionId)
}

/** The sessions among `sessionIds` whose money went back to the patient as balance (one refund each). */
export async function listRefundedSessionIds(db: Db, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return []
  const rows = await db.select({ sessionId: balanceEntries.refundOfSessionId }).from(balanceEntries).where(inArray(balanceEntries.refundOfSessionId, sessionIds))
  return rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []))
}

/** The payments among `paymentIds` that only became balance: a late payment credited, which settled nothing. */
export async function listLatePaymentCreditIds(db: Db, paymentIds: string[]): Promise<string[]> {
  if (paymentIds.length === 0) return []
  const rows = await db
    .select({ paymentId: balanceEntries.paymentId })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.paymentId, paymentIds), inArray(balanceEntries.reason, ['LATE_PAYMENT', 'PIX_AUTOMATICO_CREDIT'])))
  return rows.flatMap((row) => (row.paymentId ? [row.paymentId] : []))
}

/** Money given back to a patient for these sessions (refunds and late-payment credits): the positive rows. */
export function listCreditsOfSessions(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([])
  return db
    .select({ id: balanceEntries.id, sessionId: balanceEntries.sessionId, amountCents: balanceEntries.amountCents, reason: balanceEntries.reason, createdAt: balanceEntries.createdAt })
    .from(balanceEntries)
    .where(and(inArray(balanceEntries.sessionId, sessionIds), sql`${balanceEntries.amountCents} > 0`))
}
