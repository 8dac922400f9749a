import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { sessionListSchema } from '@acolhe/shared/api/session'
import { mySessionsQuerySchema } from '@acolhe/shared/schemas/session'
import { sessionNoShows } from '../src/db/schema/no-shows'
import { insertEntryOnce } from '../src/modules/ledger/ledger.repository'
import { listSessionsAsMappedViews } from '../src/modules/scheduling/lists/session-queries.service'
import type { ActorRef } from '../src/modules/auth/actor'
import { createClinic, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// `GET /session/me` reads its counts and page in one statement, maps the rows by hand and writes the
// answer without the response schema's encoding (docs/decisions/119-session-me-in-one-statement-without-mappers.md).
// Its answer must be, byte for byte, what the general path gives for the same person and query: the
// Drizzle-mapped view (the admin's list uses it) encoded by the route's schema, as Fastify's serialiser does.

const NOW = '2026-11-23T12:00:00.000Z' // Monday, 09:00 in Brasília
const at = (iso: string) => new Date(iso)

let app: TestApp
type Person = { actor: ActorRef; cookie: string }
let people: Record<'patientA' | 'patientB' | 'hybrid' | 'remote', Person>

beforeAll(async () => {
  app = await createTestApp({ now: NOW })
  const db = app.database.db
  const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
  const returnService = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'RETURN' })
  const clinic = await createClinic(db, { address: { ref: 'Sala 4' } })
  const hybrid = await createProfessional(db, { serviceModality: 'HYBRID', clinicId: clinic.id, allowReturns: true, gender: 'female' })
  const remote = await createProfessional(db)
  const patientA = await createPatient(db, { timeZone: 'Europe/Lisbon' })
  const patientB = await createPatient(db, { firstName: null, lastName: null })

  const aHybrid = { userId: patientA.id, professionalId: hybrid.id, serviceId: service.id }
  const aRemote = { userId: patientA.id, professionalId: remote.id, serviceId: service.id }
  const bHybrid = { userId: patientB.id, professionalId: hybrid.id, serviceId: service.id }
  const finished = await createSession(db, { ...aHybrid, selectedDate: at('2026-10-05T13:00:00.000Z'), status: 'FINISHED', payment: 'DONE', isOnline: false })
  await createSession(db, { ...aHybrid, serviceId: returnService.id, type: 'RETURN', parentSessionId: finished.id, selectedDate: at('2026-12-01T13:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE' })
  await createSession(db, { ...aHybrid, selectedDate: at('2026-11-23T11:40:00.000Z'), status: 'STARTED', payment: 'DONE', isOnline: true })
  await createSession(db, { ...aHybrid, selectedDate: at('2026-11-23T17:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE', isOnline: true, patientConfirmedAt: at('2026-11-22T10:00:00.000Z') })
  const held = await createSession(db, { ...aHybrid, selectedDate: at('2026-11-25T14:00:00.000Z'), status: 'CREATED', checkoutExpiresAt: at('2026-11-23T12:30:00.000Z') })
  await createSession(db, { ...aHybrid, selectedDate: at('2026-11-26T14:00:00.000Z'), status: 'CANCELLED', cancelledAt: at('2026-11-20T10:00:00.000Z'), cancelledByKind: 'patient' })
  await createSession(db, { ...aHybrid, selectedDate: at('2027-01-20T14:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE', patientRescheduleCount: 1, isOnline: false })
  const absent = await createSession(db, { ...aHybrid, selectedDate: at('2026-11-16T14:00:00.000Z'), status: 'PATIENT_NO_SHOW', payment: 'DONE' })
  await createSession(db, { ...aRemote, selectedDate: at('2026-11-24T15:00:00.000Z'), status: 'CREATED', isOnline: true })
  await createSession(db, { ...aRemote, selectedDate: at('2026-11-09T15:00:00.000Z'), status: 'FINISHED', payment: 'DONE', isOnline: true })
  await createSession(db, { ...bHybrid, selectedDate: at('2026-11-23T19:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE', isOnline: true })
  await createSession(db, { ...bHybrid, selectedDate: at('2026-11-30T19:00:00.000Z'), status: 'WAITING_CONFIRMATION', isOnline: false })
  await createSession(db, { ...bHybrid, selectedDate: at('2026-11-02T19:00:00.000Z'), status: 'FINISHED', payment: 'DONE' })
  await db.insert(sessionNoShows).values({ sessionId: absent.id, absent: 'PATIENT', markedByKind: 'professional', markedById: hybrid.id, markedAt: at('2026-11-16T15:20:00.000Z'), refundedCents: 0 })
  await createTelehealthConsent(db, { userId: patientA.id, professionalId: hybrid.id, acceptedAt: at('2026-10-01T10:00:00.000Z') })
  await createTelehealthConsent(db, { userId: patientA.id, professionalId: remote.id, acceptedAt: at('2026-10-20T10:00:00.000Z') })
  await createTelehealthConsent(db, { userId: patientA.id, professionalId: remote.id, version: 'antiga', acceptedAt: at('2026-09-01T10:00:00.000Z') })
  await insertEntryOnce(db, { userId: patientA.id, amountCents: 4000, reason: 'ADMIN_ADJUSTMENT', sessionId: null, paymentId: null })
  await insertEntryOnce(db, { userId: patientA.id, amountCents: -3000, reason: 'CHECKOUT_DEBIT', sessionId: held.id, paymentId: null })

  people = {
    patientA: { actor: { kind: 'patient', id: patientA.id }, cookie: await logInAs(app, 'patient', patientA.email) },
    patientB: { actor: { kind: 'patient', id: patientB.id }, cookie: await logInAs(app, 'patient', patientB.email) },
    hybrid: { actor: { kind: 'professional', id: hybrid.id }, cookie: await logInAs(app, 'professional', hybrid.email) },
    remote: { actor: { kind: 'professional', id: remote.id }, cookie: await logInAs(app, 'professional', remote.email) },
  }
})
afterAll(() => app.close())

/** Every tab, with and without its counts, on pages before, across and past the end of each list. */
const queries = [
  ...['', 'tab=today', 'tab=upcoming', 'tab=all'].flatMap((tab) =>
    ['', 'statistic=true', 'isMe=true&statistic=true'].flatMap((counts) =>
      ['', 'limit=8&page=1', 'limit=2&page=2', 'limit=2&page=3', 'limit=3&page=9'].map((page) => [tab, counts, page].filter(Boolean).join('&')),
    ),
  ),
  'status=SCHEDULED&statistic=true',
  'status=CANCELLED',
  'status=today&statistic=true',
  'status=FINISHED&limit=1&page=2',
  'date_a=2026-11-20&date_b=2026-12-10&statistic=true',
  'date_b=2026-11-25&page=2&limit=2',
  'date_a=2026-11-24',
  'date_a=2026-11-20T00:00:00.000Z&status=CONFIRMED',
]

/** The general path's answer to `query`, as the route's schema would have written it. */
async function mappedAnswer(person: Person, query: string): Promise<string> {
  const parsed = mySessionsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  const owner = person.actor.kind === 'patient' ? { userId: person.actor.id } : { professionalId: person.actor.id }
  const answer = await listSessionsAsMappedViews(app.deps, person.actor, owner, parsed, parsed.statistic)
  return JSON.stringify(z.encode(sessionListSchema, answer))
}

describe.each(['patientA', 'patientB', 'hybrid', 'remote'] as const)("%s's own lists", (who) => {
  test('answer what the mapped views encoded by the schema answer, byte for byte', async () => {
    const person = people[who]
    let withRows = 0
    for (const query of queries) {
      const response = await app.inject({ url: `/api/session/me?${query}`, headers: { cookie: person.cookie } })
      expect(response.statusCode, query).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.body, query).toBe(await mappedAnswer(person, query))
      if ((response.json() as { data: unknown[] }).data.length > 0) withRows++
    }
    // The comparison is about rows, not only empty pages.
    expect(withRows).toBeGreaterThan(queries.length / 4)
  })
})
