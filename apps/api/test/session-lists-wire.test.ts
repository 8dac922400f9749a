import { afterAll, beforeAll, expect, test } from 'vitest'
import { sessionNoShows } from '../src/db/schema/no-shows'
import { insertEntryOnce } from '../src/modules/ledger/ledger.repository'
import { createAdmin, createClinic, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The session lists' answers, byte for byte, on one fixed data set: every id, name, instant and number
// is written by the test, so the text is the same on PGlite and PostgreSQL and across runs. The file
// snapshot was recorded before the lists' statements were prepared per shape
// (docs/decisions/058-session-lists-prepared-per-shape.md); any change to how the lists are read must
// leave it untouched.

const NOW = '2026-11-23T12:00:00.000Z' // Monday, 09:00 in Brasília

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const ids = {
  clinic: uuid(1),
  hybrid: uuid(2),
  remote: uuid(3),
  patientA: uuid(4),
  patientB: uuid(5),
}
const at = (iso: string) => new Date(iso)

let app: TestApp
const cookies: Record<string, string> = {}

beforeAll(async () => {
  app = await createTestApp({ now: NOW })
  const db = app.database.db
  const service = await createService(db, { id: uuid(6), professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
  const returnService = await createService(db, { id: uuid(7), professionalType: 'PSYCHOLOGIST', sessionType: 'RETURN' })
  const clinic = await createClinic(db, { clinic: { id: ids.clinic, name: 'Clínica Fixa', cnpj: '11222333000181' } })
  await createProfessional(db, {
    id: ids.hybrid,
    email: 'lista.hibrida@exemplo.com',
    firstName: 'Helena',
    lastName: 'Híbrida',
    crmOrCrp: '06/000000901',
    serviceModality: 'HYBRID',
    clinicId: clinic.id,
    allowReturns: true,
  })
  await createProfessional(db, { id: ids.remote, email: 'lista.remota@exemplo.com', firstName: 'Rui', lastName: 'Remoto', crmOrCrp: '06/000000902' })
  await createPatient(db, { id: ids.patientA, email: 'lista.a@exemplo.com', firstName: 'Ana', lastName: 'Lista', phoneNumber: '11911112222', timeZone: 'Europe/Lisbon' })
  await createPatient(db, { id: ids.patientB, email: 'lista.b@exemplo.com', firstName: 'Bruno', lastName: 'Lista', phoneNumber: '11933334444' })
  await createAdmin(db, { email: 'lista.admin@exemplo.com' })

  let n = 100
  const session = (values: Omit<Parameters<typeof createSession>[1], 'serviceId' | 'selectedDate'> & { selectedDate: string; serviceId?: string }) => {
    n += 1
    return createSession(db, {
      id: uuid(n),
      serviceId: service.id,
      meetsUrl: `https://meet.exemplo.com/sala-${n}`,
      createdAt: at(`2026-09-01T12:${String(n - 100).padStart(2, '0')}:00.000Z`),
      ...values,
      selectedDate: at(values.selectedDate),
    })
  }
  const aHybrid = { userId: ids.patientA, professionalId: ids.hybrid }
  const aRemote = { userId: ids.patientA, professionalId: ids.remote }
  const bHybrid = { userId: ids.patientB, professionalId: ids.hybrid }
  const finishedInPerson = await session({ ...aHybrid, selectedDate: '2026-10-05T13:00:00.000Z', status: 'FINISHED', payment: 'DONE', isOnline: false })
  await session({ ...aHybrid, selectedDate: '2026-12-01T13:00:00.000Z', status: 'CONFIRMED', payment: 'DONE', type: 'RETURN', serviceId: returnService.id, parentSessionId: finishedInPerson.id })
  await session({ ...aHybrid, selectedDate: '2026-11-23T11:40:00.000Z', status: 'STARTED', payment: 'DONE' })
  await session({ ...aHybrid, selectedDate: '2026-11-23T17:00:00.000Z', status: 'CONFIRMED', payment: 'DONE', patientConfirmedAt: at('2026-11-22T10:00:00.000Z') })
  const held = await session({ ...aHybrid, selectedDate: '2026-11-25T14:00:00.000Z', status: 'CREATED', checkoutExpiresAt: at('2026-11-23T12:30:00.000Z') })
  await session({ ...aHybrid, selectedDate: '2026-11-26T14:00:00.000Z', status: 'CANCELLED', cancelledAt: at('2026-11-20T10:00:00.000Z'), cancelledByKind: 'patient' })
  await session({ ...aHybrid, selectedDate: '2027-01-20T14:00:00.000Z', status: 'CONFIRMED', payment: 'DONE', patientRescheduleCount: 1 })
  const absent = await session({ ...aHybrid, selectedDate: '2026-11-16T14:00:00.000Z', status: 'PATIENT_NO_SHOW', payment: 'DONE' })
  await session({ ...aRemote, selectedDate: '2026-11-24T15:00:00.000Z', status: 'CREATED' })
  await session({ ...aRemote, selectedDate: '2026-11-09T15:00:00.000Z', status: 'FINISHED', payment: 'DONE' })
  await session({ ...bHybrid, selectedDate: '2026-11-23T19:00:00.000Z', status: 'CONFIRMED', payment: 'DONE' })
  await session({ ...bHybrid, selectedDate: '2026-11-30T19:00:00.000Z', status: 'WAITING_CONFIRMATION', isOnline: false })
  await session({ ...bHybrid, selectedDate: '2026-11-02T19:00:00.000Z', status: 'FINISHED', payment: 'DONE' })
  await db.insert(sessionNoShows).values({ sessionId: absent.id, absent: 'PATIENT', markedByKind: 'professional', markedById: ids.hybrid, markedAt: at('2026-11-16T15:20:00.000Z'), refundedCents: 0 })
  await createTelehealthConsent(db, { ...aHybrid, acceptedAt: at('2026-10-01T10:00:00.000Z') })
  // Two versions accepted with one professional, the later one written first: the list shows the later.
  await createTelehealthConsent(db, { ...aRemote, acceptedAt: at('2026-10-20T10:00:00.000Z') })
  await createTelehealthConsent(db, { ...aRemote, version: 'antiga', acceptedAt: at('2026-09-01T10:00:00.000Z') })
  await insertEntryOnce(db, { userId: ids.patientA, amountCents: 4000, reason: 'ADMIN_ADJUSTMENT', sessionId: null, paymentId: null })
  await insertEntryOnce(db, { userId: ids.patientA, amountCents: -3000, reason: 'CHECKOUT_DEBIT', sessionId: held.id, paymentId: null })

  cookies.patientA = await logInAs(app, 'patient', 'lista.a@exemplo.com')
  cookies.patientB = await logInAs(app, 'patient', 'lista.b@exemplo.com')
  cookies.hybrid = await logInAs(app, 'professional', 'lista.hibrida@exemplo.com')
  cookies.remote = await logInAs(app, 'professional', 'lista.remota@exemplo.com')
  cookies.admin = await logInAs(app, 'admin', 'lista.admin@exemplo.com')
})
afterAll(() => app.close())

const ownQueries = [
  '',
  '?statistic=true',
  '?page=2&limit=3&statistic=true',
  '?page=3&limit=3',
  '?page=9&limit=3&statistic=true',
  '?tab=today',
  '?tab=upcoming&statistic=true',
  '?tab=all&page=2&limit=2',
  '?status=SCHEDULED',
  '?status=CANCELLED&statistic=true',
  '?status=today',
  '?date_a=2026-11-20&date_b=2026-12-10',
  '?date_b=2026-11-25&page=2&limit=2',
  '?date_a=2026-11-24',
  '?date_a=2026-11-20T00:00:00.000Z&status=CONFIRMED',
]
const adminQueries = [
  '',
  '?page=2&limit=4',
  '?status=CONFIRMED&payment=DONE',
  '?type=RETURN',
  '?search=lista&page=2&limit=3',
  '?search=h%C3%ADbrida&status=SCHEDULED',
  '?date_a=2026-11-20&date_b=2026-11-30',
  '?status=today',
]

async function answers(cookie: string, urls: string[]): Promise<string> {
  const texts: string[] = []
  for (const url of urls) {
    const response = await app.inject({ url, headers: { cookie } })
    texts.push(`GET ${url} ${response.statusCode}\n${response.body}\n`)
  }
  return texts.join('\n')
}

test.each(['patientA', 'patientB', 'hybrid', 'remote'])("%s's own lists answer the recorded bytes", async (who) => {
  const text = await answers(cookies[who] ?? '', ownQueries.map((query) => `/api/session/me${query}`))
  await expect(text).toMatchFileSnapshot(`./__snapshots__/session-lists-wire/${who}.txt`)
})

test("the admin's lists answer the recorded bytes", async () => {
  const text = await answers(cookies.admin ?? '', adminQueries.map((query) => `/api/session${query}`))
  await expect(text).toMatchFileSnapshot('./__snapshots__/session-lists-wire/admin.txt')
})
