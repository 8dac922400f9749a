import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAvailability, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { createTestDatabase } from './helpers/database'
import { insertEntryOnce } from '../src/modules/ledger/ledger.repository'

// A list of sessions reads what each row needs beyond its own columns (the patient's consent to online
// care, the balance a payment would use) for the whole page at once: a longer page costs no more
// statements than a short one. Counting statements, not timing them, keeps this test deterministic.

const NOW = '2026-11-23T12:00:00.000Z'
const hourAhead = (day: number, hour: number) => new Date(Date.UTC(2026, 10, 24 + day, hour + 3))

let app: TestApp
let statements: string[] = []

beforeAll(async () => {
  const database = await createTestDatabase({ onStatement: (statement) => statements.push(statement) })
  app = await createTestApp({ database, now: NOW })
})
// The app was given its database, so closing the app leaves the database open: it is dropped here.
afterAll(async () => {
  await app.close()
  await app.database.close()
})

async function statementsOf(cookie: string, url: string): Promise<number> {
  statements = []
  const response = await app.inject({ url, headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return statements.length
}

/** A professional with `count` online sessions ahead, each with its own patient who consented. */
async function professionalWithOnlineSessions(count: number) {
  const db = app.database.db
  const service = await createService(db)
  const professional = await createProfessional(db)
  await createAvailability(db, professional.id)
  for (let i = 0; i < count; i++) {
    const patient = await createPatient(db)
    await createTelehealthConsent(db, { userId: patient.id, professionalId: professional.id })
    await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, isOnline: true, selectedDate: hourAhead(i, 10) })
  }
  return professional
}

/** A patient with `count` unpaid sessions ahead (each one offers 'Realizar pagamento'), one per professional. */
async function patientWithUnpaidSessions(count: number) {
  const db = app.database.db
  const service = await createService(db)
  const patient = await createPatient(db)
  for (let i = 0; i < count; i++) {
    const professional = await createProfessional(db)
    await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, isOnline: false, selectedDate: hourAhead(i, 14) })
  }
  return patient
}

describe('the statements a session list costs do not grow with its rows', () => {
  test("a professional's list: one online session or seven, each showing its patient's consent", async () => {
    const one = await professionalWithOnlineSessions(1)
    const seven = await professionalWithOnlineSessions(7)
    const url = '/api/session/me?page=1&limit=10'
    const forOne = await statementsOf(await logInAs(app, 'professional', one.email), url)
    const forSeven = await statementsOf(await logInAs(app, 'professional', seven.email), url)
    expect(forSeven).toBe(forOne)
  })

  test("a patient's list: one payable session or five, each with the amount due after the balance", async () => {
    const one = await patientWithUnpaidSessions(1)
    const five = await patientWithUnpaidSessions(5)
    const url = '/api/session/me?page=1&limit=10&statistic=true'
    const oneCookie = await logInAs(app, 'patient', one.email)
    const fiveCookie = await logInAs(app, 'patient', five.email)
    const list = await app.inject({ url, headers: { cookie: fiveCookie } })
    expect((list.json().data as { payment_due?: unknown }[]).filter((s) => s.payment_due)).toHaveLength(5)
    expect(await statementsOf(fiveCookie, url)).toBe(await statementsOf(oneCookie, url))
  })
})

// The homes' list (tab counts and a page) is one statement after the session cookie's lookup: the counts
// beside the page (docs/decisions/119-session-me-in-one-statement-without-mappers.md).
describe('a person reads their own list in one statement after the cookie lookup', () => {
  test.each(['page=1', 'page=1&tab=today', 'page=1&tab=upcoming', 'page=2&tab=all'])("a professional's page of online sessions, with the tab counts (%s)", async (tab) => {
    const professional = await professionalWithOnlineSessions(3)
    const cookie = await logInAs(app, 'professional', professional.email)
    expect(await statementsOf(cookie, `/api/session/me?isMe=true&statistic=true&limit=2&${tab}`)).toBe(2)
  })

  test('a patient with no sessions yet, with and without the tab counts', async () => {
    const patient = await patientWithUnpaidSessions(0)
    const cookie = await logInAs(app, 'patient', patient.email)
    expect(await statementsOf(cookie, '/api/session/me?statistic=true')).toBe(2)
    expect(await statementsOf(cookie, '/api/session/me?tab=today')).toBe(2)
  })
})

test("the amounts due a list shows are those each session's own page shows, balance and reservation included", async () => {
  const db = app.database.db
  const patient = await patientWithUnpaidSessions(2)
  const cookie = await logInAs(app, 'patient', patient.email)
  const listed = (await app.inject({ url: '/api/session/me?page=1&limit=10', headers: { cookie } })).json().data as { id: string }[]
  const [reserved, other] = listed.map((s) => s.id)
  if (!reserved || !other) throw new Error('two sessions expected')
  // R$ 80,00 of balance, R$ 30,00 of it held by the first session's open checkout.
  await insertEntryOnce(db, { userId: patient.id, amountCents: 8000, reason: 'ADMIN_ADJUSTMENT', sessionId: null, paymentId: null })
  await insertEntryOnce(db, { userId: patient.id, amountCents: -3000, reason: 'CHECKOUT_DEBIT', sessionId: reserved, paymentId: null })

  const list = (await app.inject({ url: '/api/session/me?page=1&limit=10', headers: { cookie } })).json().data as { id: string; price_cents: number; payment_due: unknown }[]
  const dueOf = (id: string) => list.find((s) => s.id === id)?.payment_due
  const price = list[0]?.price_cents ?? 0
  expect(price).toBeGreaterThan(8000)
  expect(dueOf(reserved)).toEqual({ balance_used_cents: 3000, amount_due_cents: price - 3000 })
  expect(dueOf(other)).toEqual({ balance_used_cents: 5000, amount_due_cents: price - 5000 })
  for (const id of [reserved, other]) {
    const single = (await app.inject({ url: `/api/session/${id}`, headers: { cookie } })).json() as { payment_due: unknown }
    expect(single.payment_due).toEqual(dueOf(id))
  }
})
