import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import { balanceEntries, payments } from '../../src/db/schema/payments'
import { sessions } from '../../src/db/schema/sessions'
import { createAvailability, createPatient, createProfessional, createTelehealthConsent, DEFAULT_PASSWORD } from '../../src/seed/factories'
import { seedDatabase } from '../../src/seed/seed'
import { httpClient } from './server-process'

// A realistic write load through the HTTP API (log in, book, check out, pay) and the checks that
// must hold after any crash: everything answered 2xx is there, nothing is half-written.

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' }))

export async function seedLoadData(db: Db, patients: number, professionals: number) {
  await seedDatabase(db, { demo: false })
  const professionalIds: string[] = []
  for (let i = 0; i < professionals; i += 1) {
    const professional = await createProfessional(db, { email: `carga.prof${i}@exemplo.com`, serviceModality: 'FULL_REMOTE', professionalType: 'PSYCHOLOGIST' })
    await createAvailability(db, professional.id, EVERY_DAY)
    professionalIds.push(professional.id)
  }
  const emails: string[] = []
  for (let i = 0; i < patients; i += 1) {
    const patient = await createPatient(db, { email: `carga${i}@exemplo.com` })
    // The load books online: each patient already consented to online care with everyone (decision 034).
    for (const professionalId of professionalIds) await createTelehealthConsent(db, { userId: patient.id, professionalId })
    emails.push(patient.email)
  }
  return { professionalIds, emails }
}

export type LoadRecord = { booked: string[]; checkedOut: { sessionId: string; paymentId: string }[]; paid: string[]; refused5xx: number }

type Call = ReturnType<typeof httpClient>

async function openHours(call: Call, professionalId: string): Promise<string[]> {
  const response = await call('GET', `/api/public/available-dates/${professionalId}?include_availability=true`)
  const body = response.json as { professionalAvailability?: { availability: { hours: { start_time: string }[] }[] } }
  return (body.professionalAvailability?.availability ?? []).flatMap((day) => day.hours.map((h) => h.start_time))
}

/**
 * Runs one worker per patient over a shared queue of distinct hours until the queue ends or the server
 * stops answering. `onPaid` hears every payment answered 200 (a crash test kills the server after some).
 */
export async function runBookingLoad(
  baseUrl: string,
  data: { professionalIds: string[]; emails: string[] },
  perWorker: number,
  onPaid: (record: LoadRecord) => void = () => {},
): Promise<LoadRecord> {
  const record: LoadRecord = { booked: [], checkedOut: [], paid: [], refused5xx: 0 }
  const anonymous = httpClient(baseUrl)
  const queue: { professionalId: string; start: string }[] = []
  for (const professionalId of data.professionalIds) {
    for (const start of (await openHours(anonymous, professionalId)).slice(0, Math.ceil((perWorker * data.emails.length) / data.professionalIds.length))) {
      queue.push({ professionalId, start })
    }
  }
  const note = (status: number) => {
    if (status >= 500) record.refused5xx += 1
  }
  await Promise.all(
    data.emails.map(async (email) => {
      const call = httpClient(baseUrl)
      const login = await call('POST', '/api/user/login', { email, password: DEFAULT_PASSWORD })
      if (login.status !== 200) return
      for (;;) {
        const item = queue.shift()
        if (!item) return
        const booked = await call('POST', '/api/session', { professional_id: item.professionalId, selected_date: item.start, is_online: true, type: 'DEFAULT' })
        note(booked.status)
        if (booked.status === 0) return
        if (booked.status !== 201) continue
        const sessionId = (booked.json as { id: string }).id
        record.booked.push(sessionId)
        const checkout = await call('GET', `/api/session/${sessionId}/checkout-url`)
        note(checkout.status)
        if (checkout.status === 0) return
        const paymentId = /\/pagamento\/local\/([0-9a-f-]{36})/.exec(String((checkout.json as { url?: string }).url))?.[1]
        if (checkout.status !== 200 || !paymentId) continue
        record.checkedOut.push({ sessionId, paymentId })
        const paid = await call('POST', `/api/payments/local/${paymentId}/decision`, { approved: true, method: 'PIX' })
        note(paid.status)
        if (paid.status === 0) return
        if (paid.status === 200) {
          record.paid.push(sessionId)
          onPaid(record)
        }
      }
    }),
  )
  return record
}

/** What must hold after a crash; returns the list of violations (empty when all is well). */
export async function findDurabilityViolations(db: Db, record: LoadRecord): Promise<string[]> {
  const problems: string[] = []
  const sessionRows = await db.select().from(sessions)
  const byId = new Map(sessionRows.map((s) => [s.id, s]))
  for (const id of record.booked) if (!byId.has(id)) problems.push(`booked session ${id} (answered 201) is missing`)
  const paymentRows = await db.select().from(payments)
  const paymentById = new Map(paymentRows.map((p) => [p.id, p]))
  for (const { sessionId, paymentId } of record.checkedOut) {
    if (paymentById.get(paymentId)?.sessionId !== sessionId) problems.push(`payment ${paymentId} (answered 200) is missing`)
  }
  for (const id of record.paid) {
    const session = byId.get(id)
    if (session?.status !== 'CONFIRMED' || session.payment !== 'DONE') problems.push(`paid session ${id} is ${session?.status}/${session?.payment}`)
  }
  // No half-written state: confirmed sessions are paid, paid payments belong to paid sessions.
  for (const session of sessionRows) {
    if (session.status === 'CONFIRMED' && session.payment !== 'DONE') problems.push(`session ${session.id} confirmed without payment`)
  }
  for (const payment of paymentRows) {
    const session = byId.get(payment.sessionId)
    if (payment.status === 'DONE' && session?.payment !== 'DONE') problems.push(`payment ${payment.id} done but session ${payment.sessionId} is ${session?.payment}`)
  }
  const orphanDebits = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(balanceEntries)
    .leftJoin(sessions, eq(sessions.id, balanceEntries.sessionId))
    .where(and(eq(balanceEntries.reason, 'CHECKOUT_DEBIT'), isNull(sessions.id)))
  if ((orphanDebits[0]?.n ?? 0) > 0) problems.push('ledger debits without their session')
  return problems
}
