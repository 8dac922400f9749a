import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { availabilitySlots, unavailabilities } from '../src/db/schema/calendar'
import { services } from '../src/db/schema/catalogue'
import { clinics } from '../src/db/schema/clinics'
import { professionals } from '../src/db/schema/people'
import { sessions } from '../src/db/schema/sessions'
import { waitlistEntries, waitlistHolds } from '../src/db/schema/waitlist'
import { createAvailability, createClinic, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookAs, wednesdayAt } from './helpers/booking'
import { createTestDatabase } from './helpers/database'

// The open-times answer is cached per professional (docs/decisions/051-open-times-cache.md). Every test
// first proves the repeated request is served from the cache (one statement: the versions), then writes
// what the answer depends on — through the API or straight into the database, as the admin CLI or a
// seed would — and expects the next answer to show it. Without the cache the statement count fails;
// without the triggers the stale answer does.

const NOW = '2026-11-23T12:00:00.000Z' // Monday 09:00 in Brasília
const WED_10H = wednesdayAt(10)
const MINUTE = 60_000

type Answer = {
  professionalAvailability: {
    in_person_available: boolean
    price: { price_cents: number } | null
    availability: { hours: { start_time: string; price: { price_cents: number } | null }[] }[]
  }
}

let app: TestApp
let statements: string[] = []
const db = () => app.database.db

beforeAll(async () => {
  const database = await createTestDatabase({ onStatement: (statement) => statements.push(statement) })
  app = await createTestApp({ database, now: NOW })
})
// The app was given its database, so closing the app leaves the database open: it is dropped here.
afterAll(async () => {
  await app.close()
  await app.database.close()
})
beforeEach(() => app.clock.set(NOW))

async function get(professionalId: string, cookie?: string, on: TestApp = app) {
  statements = []
  const response = await on.inject({ url: `/api/public/available-dates/${professionalId}`, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, body: response.body, contentType: response.headers['content-type'], statements: statements.length }
}

const startsOf = (body: string) => (JSON.parse(body) as Answer).professionalAvailability.availability.flatMap((d) => d.hours.map((h) => h.start_time))

/** Asks twice and proves the second answer came from the cache: the same bytes for one statement. */
async function warm(professionalId: string, on: TestApp = app): Promise<string> {
  const first = await get(professionalId, undefined, on)
  expect(first.status).toBe(200)
  const again = await get(professionalId, undefined, on)
  expect(again.body).toBe(first.body)
  expect(again.statements).toBe(1)
  return again.body
}

/** A hybrid psychologist of an active clinic, every day 07:00–22:00 in Brasília. */
async function professionalWithHours() {
  await createService(db(), { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
  const clinic = await createClinic(db())
  const professional = await createProfessional(db(), { serviceModality: 'HYBRID', clinicId: clinic.id, professionalType: 'PSYCHOLOGIST' })
  const slots = await createAvailability(db(), professional.id, [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' })))
  return { professional, clinic, slots }
}

describe('the cached open-times answer', () => {
  it('is sent as JSON and a booking by someone else through the API is never offered again', async () => {
    const { professional } = await professionalWithHours()
    const body = await warm(professional.id)
    expect(startsOf(body)).toContain(WED_10H)
    expect((await get(professional.id)).contentType).toMatch(/^application\/json/)

    const patient = await createPatient(db())
    const booked = await bookAs(app, await logInAs(app, 'patient', patient.email), { professional_id: professional.id, selected_date: WED_10H })
    expect(booked.statusCode).toBe(201)
    expect(startsOf((await get(professional.id)).body)).not.toContain(WED_10H)
  })

  it('a second instance on the same database sees a booking made through the first', async () => {
    const { professional } = await professionalWithHours()
    const other = await createTestApp({ database: app.database, now: NOW })
    try {
      expect(startsOf(await warm(professional.id, other))).toContain(WED_10H)
      const patient = await createPatient(db())
      expect((await bookAs(app, await logInAs(app, 'patient', patient.email), { professional_id: professional.id, selected_date: WED_10H })).statusCode).toBe(201)
      expect(startsOf((await get(professional.id, undefined, other)).body)).not.toContain(WED_10H)
    } finally {
      await other.close()
    }
  })

  it('a weekly slot removed or added changes the next answer', async () => {
    const { professional, slots } = await professionalWithHours()
    const wednesday = slots.find((slot) => slot.weekDay === 3)!
    await warm(professional.id)
    await db().update(availabilitySlots).set({ deletedAt: new Date(NOW) }).where(eq(availabilitySlots.id, wednesday.id))
    expect(startsOf((await get(professional.id)).body)).not.toContain(WED_10H)
    await warm(professional.id)
    await createAvailability(db(), professional.id, [{ weekDay: 3, startTime: '1000', endTime: '1100' }])
    expect(startsOf((await get(professional.id)).body)).toContain(WED_10H)
  })

  it('an unavailable period, then its removal, changes the next answer', async () => {
    const { professional } = await professionalWithHours()
    await warm(professional.id)
    const [period] = await db()
      .insert(unavailabilities)
      .values({ professionalId: professional.id, type: 'PERSONAL_DAY', startDate: new Date(WED_10H), endDate: new Date(Date.parse(WED_10H) + 30 * MINUTE) })
      .returning()
    expect(startsOf((await get(professional.id)).body)).not.toContain(WED_10H)
    await warm(professional.id)
    await db().delete(unavailabilities).where(eq(unavailabilities.id, period!.id))
    expect(startsOf((await get(professional.id)).body)).toContain(WED_10H)
  })

  it('a session cancelled frees its hour; one moved takes its new hour', async () => {
    const { professional } = await professionalWithHours()
    const service = await createService(db(), { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const patient = await createPatient(db())
    const session = await createSession(db(), { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(WED_10H), status: 'CONFIRMED' })
    expect(startsOf(await warm(professional.id))).not.toContain(WED_10H)
    await db().update(sessions).set({ status: 'CANCELLED' }).where(eq(sessions.id, session.id))
    expect(startsOf((await get(professional.id)).body)).toContain(WED_10H)

    const WED_11H = wednesdayAt(11)
    await db().update(sessions).set({ status: 'CONFIRMED', selectedDate: new Date(WED_11H) }).where(eq(sessions.id, session.id))
    await warm(professional.id)
    await db().update(sessions).set({ selectedDate: new Date(WED_10H) }).where(eq(sessions.id, session.id))
    const starts = startsOf((await get(professional.id)).body)
    expect(starts).toContain(WED_11H)
    expect(starts).not.toContain(WED_10H)
  })

  it('an hour held for a waitlist offer is taken for everyone but its patient, and offered again once released', async () => {
    const { professional, slots } = await professionalWithHours()
    const patient = await createPatient(db())
    const cookie = await logInAs(app, 'patient', patient.email)
    await warm(professional.id)
    const [entry] = await db().insert(waitlistEntries).values({ patientId: patient.id, professionalId: professional.id, modality: 'ANY' }).returning()
    const [hold] = await db()
      .insert(waitlistHolds)
      .values({ entryId: entry!.id, patientId: patient.id, professionalId: professional.id, startsAt: new Date(WED_10H), slotId: slots[3]!.id, expiresAt: new Date(Date.parse(NOW) + 60 * MINUTE) })
      .returning()
    expect(startsOf((await get(professional.id)).body)).not.toContain(WED_10H)
    // The patient it is held for sees it (their answer is their own, never the shared one).
    expect(startsOf((await get(professional.id, cookie)).body)).toContain(WED_10H)
    expect(startsOf(await warm(professional.id))).not.toContain(WED_10H)
    await db().update(waitlistHolds).set({ status: 'EXPIRED' }).where(eq(waitlistHolds.id, hold!.id))
    expect(startsOf((await get(professional.id)).body)).toContain(WED_10H)
  })

  it('a new service value changes the price shown', async () => {
    const { professional } = await professionalWithHours()
    const before = JSON.parse(await warm(professional.id)) as Answer
    expect(before.professionalAvailability.price?.price_cents).toBe(15000 + 500)
    await db().update(services).set({ valueCents: 18000 }).where(eq(services.professionalType, 'PSYCHOLOGIST'))
    const after = JSON.parse((await get(professional.id)).body) as Answer
    expect(after.professionalAvailability.price?.price_cents).toBe(18000 + 500)
    expect(after.professionalAvailability.availability[0]?.hours[0]?.price?.price_cents).toBe(18000 + 500)
    await db().update(services).set({ valueCents: 15000 }).where(eq(services.professionalType, 'PSYCHOLOGIST'))
  })

  it('a deactivated clinic leaves online care only', async () => {
    const { professional, clinic } = await professionalWithHours()
    expect((JSON.parse(await warm(professional.id)) as Answer).professionalAvailability.in_person_available).toBe(true)
    await db().update(clinics).set({ active: false }).where(eq(clinics.id, clinic.id))
    expect((JSON.parse((await get(professional.id)).body) as Answer).professionalAvailability.in_person_available).toBe(false)
  })

  it('a suspended professional is no longer found; an unrelated change of their row keeps the cached answer', async () => {
    const { professional } = await professionalWithHours()
    await warm(professional.id)
    await db().update(professionals).set({ lastLogin: new Date(NOW) }).where(eq(professionals.id, professional.id))
    expect((await get(professional.id)).statements).toBe(1)
    await db().update(professionals).set({ banned: true }).where(eq(professionals.id, professional.id))
    expect((await get(professional.id)).status).toBe(404)
  })

  it('drops an hour once the clock passes its lead time, never serves an answer to an earlier clock, and takes in the window’s next hour', async () => {
    const { professional } = await professionalWithHours()
    const first = startsOf(await warm(professional.id))[0]!
    const lastBefore = startsOf((await get(professional.id)).body).at(-1)!
    // 60 minutes of lead: at exactly an hour before, the first hour is still offered, from the cache.
    app.clock.set(new Date(Date.parse(first) - 60 * MINUTE))
    const atLimit = await get(professional.id)
    expect(atLimit.statements).toBe(1)
    expect(startsOf(atLimit.body)[0]).toBe(first)
    app.clock.set(new Date(Date.parse(first) - 60 * MINUTE + 1))
    const past = startsOf((await get(professional.id)).body)
    expect(past[0]).not.toBe(first)
    expect(past).not.toContain(first)
    // The clock back (the browser tests move it): the answer computed later is not sent.
    app.clock.set(NOW)
    expect(startsOf((await get(professional.id)).body)[0]).toBe(first)
    // An hour later the window's far end has reached one more hour.
    app.clock.set(new Date(Date.parse(NOW) + 60 * MINUTE))
    const later = startsOf((await get(professional.id)).body)
    expect(Date.parse(later.at(-1)!)).toBeGreaterThan(Date.parse(lastBefore))
  })
})
