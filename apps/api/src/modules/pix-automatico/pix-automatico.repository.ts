import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { PixAutomaticoStatus } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { patients, professionals } from '../../db/schema/people'
import { pixAutomaticoAuthorizations, pixAutomaticoCharges } from '../../db/schema/pix-automatico'
import { sessionSeries, sessionSeriesSkips } from '../../db/schema/series'
import { sessions } from '../../db/schema/sessions'

// The only reader and writer of the Pix Automático tables; sessions, series and ledger rows are only read here.

export type AuthorizationRow = typeof pixAutomaticoAuthorizations.$inferSelect
export type NewAuthorizationRow = typeof pixAutomaticoAuthorizations.$inferInsert
export type ChargeRow = typeof pixAutomaticoCharges.$inferSelect
export type NewChargeRow = typeof pixAutomaticoCharges.$inferInsert

export async function insertAuthorization(db: Db, values: NewAuthorizationRow): Promise<AuthorizationRow> {
  const [row] = await db.insert(pixAutomaticoAuthorizations).values(values).returning()
  if (!row) throw new Error('authorization insert returned nothing')
  return row
}

export async function updateAuthorization(db: Db, id: string, patch: Partial<NewAuthorizationRow>): Promise<void> {
  await db
    .update(pixAutomaticoAuthorizations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(pixAutomaticoAuthorizations.id, id))
}

export async function findAuthorizationByRec(db: Db, idRec: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(pixAutomaticoAuthorizations).where(eq(pixAutomaticoAuthorizations.idRec, idRec))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

/** The series' authorizations, newest first (the live one, if any, is among them). */
export function listAuthorizationsOfSeries(db: Db, seriesId: string) {
  return db.select().from(pixAutomaticoAuthorizations).where(eq(pixAutomaticoAuthorizations.seriesId, seriesId)).orderBy(desc(pixAutomaticoAuthorizations.createdAt))
}

export function listActiveAuthorizations(db: Db) {
  return db
    .select({ authorization: pixAutomaticoAuthorizations, seriesStatus: sessionSeries.status })
    .from(pixAutomaticoAuthorizations)
    .innerJoin(sessionSeries, eq(sessionSeries.id, pixAutomaticoAuthorizations.seriesId))
    .where(eq(pixAutomaticoAuthorizations.status, 'ACTIVE'))
}

export async function listAuthorizationsPage(db: Db, status: PixAutomaticoStatus | undefined, page: { limit: number; offset: number }) {
  const where = status ? eq(pixAutomaticoAuthorizations.status, status) : undefined
  const rows = await db
    .select({
      authorization: pixAutomaticoAuthorizations,
      seriesStatus: sessionSeries.status,
      patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName },
      professional: { id: professionals.id, firstName: professionals.firstName, lastName: professionals.lastName },
    })
    .from(pixAutomaticoAuthorizations)
    .innerJoin(sessionSeries, eq(sessionSeries.id, pixAutomaticoAuthorizations.seriesId))
    .innerJoin(patients, eq(patients.id, sessionSeries.userId))
    .innerJoin(professionals, eq(professionals.id, sessionSeries.professionalId))
    .where(where)
    .orderBy(desc(pixAutomaticoAuthorizations.createdAt), desc(pixAutomaticoAuthorizations.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(pixAutomaticoAuthorizations).where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function insertChargeOnce(db: Db, values: NewChargeRow): Promise<ChargeRow | undefined> {
  const [row] = await db.insert(pixAutomaticoCharges).values(values).onConflictDoNothing().returning()
  return row
}

export async function updateCharge(db: Db, id: string, patch: Partial<NewChargeRow>): Promise<void> {
  await db
    .update(pixAutomaticoCharges)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(pixAutomaticoCharges.id, id))
}

export async function findCharge(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(pixAutomaticoCharges).where(eq(pixAutomaticoCharges.id, id))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export function listChargesOfAuthorizations(db: Db, authorizationIds: string[]) {
  if (authorizationIds.length === 0) return Promise.resolve([])
  return db.select().from(pixAutomaticoCharges).where(inArray(pixAutomaticoCharges.authorizationId, authorizationIds)).orderBy(asc(pixAutomaticoCharges.weekStartsAt))
}

/** Charges still waiting for a debit (scheduled or retrying), with what decides whether they stand. */
export function listOpenCharges(db: Db) {
  return db
    .select({
      charge: pixAutomaticoCharges,
      authorizationStatus: pixAutomaticoAuthorizations.status,
      seriesStatus: sessionSeries.status,
      session: { status: sessions.status, payment: sessions.payment, selectedDate: sessions.selectedDate, updatedAt: sessions.updatedAt },
    })
    .from(pixAutomaticoCharges)
    .innerJoin(pixAutomaticoAuthorizations, eq(pixAutomaticoAuthorizations.id, pixAutomaticoCharges.authorizationId))
    .innerJoin(sessionSeries, eq(sessionSeries.id, pixAutomaticoAuthorizations.seriesId))
    .innerJoin(sessions, eq(sessions.id, pixAutomaticoCharges.sessionId))
    .where(inArray(pixAutomaticoCharges.state, ['SCHEDULED', 'FAILED_RETRYING']))
}

export type SeriesFacts = NonNullable<Awaited<ReturnType<typeof findSeriesFacts>>>

/** The series with the names the views and emails use. */
export async function findSeriesFacts(db: Db, seriesId: string) {
  const [row] = await db
    .select({
      series: sessionSeries,
      patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName, cpf: patients.cpf, email: patients.email },
    })
    .from(sessionSeries)
    .innerJoin(patients, eq(patients.id, sessionSeries.userId))
    .where(eq(sessionSeries.id, seriesId))
  return row
}

export async function lockSeries(db: Db, seriesId: string): Promise<void> {
  await db.select({ id: sessionSeries.id }).from(sessionSeries).where(eq(sessionSeries.id, seriesId)).for('update')
}

/** The series' weeks with a session from `from` on, soonest first. */
export function listSeriesSessions(db: Db, seriesId: string, from: Date) {
  return db
    .select({
      id: sessions.id,
      selectedDate: sessions.selectedDate,
      status: sessions.status,
      payment: sessions.payment,
      priceCents: sessions.priceCents,
      checkoutExpiresAt: sessions.checkoutExpiresAt,
      userId: sessions.userId,
    })
    .from(sessions)
    .where(and(eq(sessions.seriesId, seriesId), gt(sessions.selectedDate, from)))
    .orderBy(asc(sessions.selectedDate))
}

/** The weeks of the series that got no session, and why. */
export function listSeriesSkips(db: Db, seriesId: string) {
  return db.select().from(sessionSeriesSkips).where(eq(sessionSeriesSkips.seriesId, seriesId)).orderBy(asc(sessionSeriesSkips.startsAt))
}

export async function findAuthorizationById(db: Db, id: string) {
  const [row] = await db.select().from(pixAutomaticoAuthorizations).where(eq(pixAutomaticoAuthorizations.id, id))
  return row
}

/** What a refused debit's retry or fallback needs of its week. */
export async function findSessionFacts(db: Db, sessionId: string) {
  const [row] = await db
    .select({ status: sessions.status, checkoutExpiresAt: sessions.checkoutExpiresAt, selectedDate: sessions.selectedDate, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row
}

export async function findPatientContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: patients.email, firstName: patients.firstName, timeZone: patients.timeZone, deletedAt: patients.deletedAt })
    .from(patients)
    .where(eq(patients.id, userId))
  return row
}
