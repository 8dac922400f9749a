import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { services } from '../../db/schema/catalogue'
import { emailOutbox } from '../../db/schema/operations'
import { paymentEvents, payments } from '../../db/schema/payments'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { currentRequestId } from '../../lib/request-id'

// The only place the payments domain touches the ORM. Every function takes the Db (or a transaction).

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

export async function findPatient(db: Db, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id))
  return row
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
