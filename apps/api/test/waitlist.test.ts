import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WAITLIST_ENTRIES_PER_PATIENT } from '@acolhe/shared/constants'
import { waitlistTexts as t } from '@acolhe/shared/texts/waitlist'
import { waitlistEntries, waitlistHolds } from '../src/db/schema/waitlist'
import { createAdmin, createAvailability, createSession } from '../src/seed/factories'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { runWaitlistOffers } from '../src/modules/waitlist/waitlist-offers'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookAs, setStatus } from './helpers/booking'
import { createPayingPatient } from './helpers/payments'
import { createFullProfessional, holdsOf, offerEmails } from './helpers/waitlist'

// 'Avise-me quando abrir' (docs/decisions/041-waitlist-and-held-hours.md): joining and its limits, the
// offer of a freed hour to the first in line, the hold that keeps it from everyone else, booking it,
// and the hand-over to the next in line when the hold lapses. The job runs over the whole database, so
// each test reads only the holds of its own professional.

const NOW = '2026-11-23T12:00:00.000Z' // Monday 09:00 in Brasília
const WED_10H = '2026-11-25T13:00:00.000Z' // Wednesday 25/11 10:00 in Brasília
const MINUTE = 60_000

describe('waitlist', () => {
  let app: TestApp
  let adminCookie: string
  const db = () => app.database.db
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock, config: app.deps.config })

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    adminCookie = await logInAs(app, 'admin', (await createAdmin(app.database.db)).email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  const join = (cookie: string, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/waitlist', headers: { cookie }, payload: body })
  const myEntries = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/waitlist/me', headers: { cookie } })).json()
  const openStarts = async (professionalId: string, cookie?: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/public/available-dates/${professionalId}`, headers: cookie ? { cookie } : {} })
    const body = response.json() as { professionalAvailability: { availability: { hours: { start_time: string }[] }[] } }
    return body.professionalAvailability.availability.flatMap((d) => d.hours.map((h) => h.start_time))
  }
  const holdsFor = async (professionalId: string) => (await holdsOf(db())).filter((h) => h.professionalId === professionalId)

  it('offers to wait for any hour or the full weekly hour only while nothing of it is open', async () => {
    const { professional, filler, sessions } = await createFullProfessional(db(), app.clock.now())
    const options = async () => (await app.inject({ method: 'GET', url: `/api/public/waitlist-options/${professional.id}` })).json()
    expect(await options()).toEqual({ any_hour: true, hours: [{ week_day: 3, hour: 10 }], modalities: ['ONLINE'] })

    // One Wednesday frees up: book it instead of waiting.
    await setStatus(app, await logInAs(app, 'patient', filler.email), sessions[3]!.id, 'CANCELLED')
    expect(await options()).toEqual({ any_hour: false, hours: [], modalities: ['ONLINE'] })
    expect((await app.inject({ method: 'GET', url: '/api/public/waitlist-options/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404)
  })

  it('joins, refuses a duplicate, an open hour, an hour not worked and more than the limit; leaves', async () => {
    const { professional } = await createFullProfessional(db(), app.clock.now())
    const { cookie } = await createPayingPatient(app)

    const joined = await join(cookie, { professional_id: professional.id, week_day: 3, hour: 10, modality: 'ONLINE' })
    expect(joined.statusCode).toBe(201)
    expect(joined.json()).toMatchObject({ professional: { id: professional.id }, week_day: 3, hour: 10, modality: 'ONLINE', offer: null })

    const again = await join(cookie, { professional_id: professional.id, week_day: 3, hour: 10, modality: 'ONLINE' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: t.duplicate, code: 'WAITLIST_DUPLICATE' })

    const notWorked = await join(cookie, { professional_id: professional.id, week_day: 2, hour: 19 })
    expect(notWorked.statusCode).toBe(422)
    expect(notWorked.json().message).toBe(t.hourNotWorked)

    const onlyOne = await join(cookie, { professional_id: professional.id, week_day: 3 })
    expect(onlyOne.statusCode).toBe(400)
    const inPerson = await join(cookie, { professional_id: professional.id, modality: 'IN_PERSON' })
    expect(inPerson.statusCode).toBe(422)
    expect(inPerson.json()).toEqual({ message: t.inPersonNotOffered, code: 'MODALITY_NOT_OFFERED' })

    // A professional with an open hour: book it instead.
    const open = await createFullProfessional(db(), app.clock.now())
    await createAvailability(db(), open.professional.id, [{ weekDay: 4, startTime: '1000', endTime: '1100' }])
    const hourOpen = await join(cookie, { professional_id: open.professional.id })
    expect(hourOpen.statusCode).toBe(422)
    expect(hourOpen.json()).toEqual({ message: t.hourOpen, code: 'WAITLIST_HOUR_OPEN' })

    // Any hour of the same professional is another entry; then up to the limit.
    expect((await join(cookie, { professional_id: professional.id })).statusCode).toBe(201)
    for (let i = 2; i < WAITLIST_ENTRIES_PER_PATIENT; i += 1) {
      const other = await createFullProfessional(db(), app.clock.now())
      expect((await join(cookie, { professional_id: other.professional.id })).statusCode).toBe(201)
    }
    const beyond = await createFullProfessional(db(), app.clock.now())
    const tooMany = await join(cookie, { professional_id: beyond.professional.id })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json()).toEqual({ message: t.limit(WAITLIST_ENTRIES_PER_PATIENT), code: 'WAITLIST_LIMIT' })

    const listed = await myEntries(cookie)
    expect(listed.entries).toHaveLength(WAITLIST_ENTRIES_PER_PATIENT)
    expect(listed.max_entries).toBe(WAITLIST_ENTRIES_PER_PATIENT)

    // Someone else cannot remove it; the patient can, and then joins the other list.
    const stranger = await createPayingPatient(app)
    const entryId = joined.json().id as string
    expect((await app.inject({ method: 'DELETE', url: `/api/waitlist/${entryId}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404)
    expect((await app.inject({ method: 'DELETE', url: `/api/waitlist/${entryId}`, headers: { cookie } })).statusCode).toBe(204)
    expect((await myEntries(cookie)).entries).toHaveLength(WAITLIST_ENTRIES_PER_PATIENT - 1)
    expect((await join(cookie, { professional_id: beyond.professional.id })).statusCode).toBe(201)

    // Visitors and staff do not join.
    expect((await app.inject({ method: 'POST', url: '/api/waitlist', payload: { professional_id: professional.id } })).statusCode).toBe(401)
    expect((await join(adminCookie, { professional_id: professional.id })).statusCode).toBe(403)
  })

  it('offers a cancelled hour to the first in line, keeps it from everyone else, and lets them book it', async () => {
    const { professional, filler, sessions } = await createFullProfessional(db(), app.clock.now())
    const patientA = await logInAs(app, 'patient', filler.email)
    // B lives in Lisbon: the offer reads on her clock, Brasília's beside it (decision 068).
    const b = await createPayingPatient(app, { firstName: 'Beatriz', timeZone: 'Europe/Lisbon' })
    const c = await createPayingPatient(app)
    expect((await join(b.cookie, { professional_id: professional.id, week_day: 3, hour: 10 })).statusCode).toBe(201)
    app.clock.advance(MINUTE)
    expect((await join(c.cookie, { professional_id: professional.id })).statusCode).toBe(201)

    // Nothing open, nothing offered.
    await runWaitlistOffers(deps())
    expect(await holdsFor(professional.id)).toHaveLength(0)

    const cancelled = await setStatus(app, patientA, sessions[0]!.id, 'CANCELLED')
    expect(cancelled.statusCode).toBe(200)
    await runWaitlistOffers(deps())
    expect(await holdsFor(professional.id)).toHaveLength(1)

    const [hold] = await holdsFor(professional.id)
    expect(hold).toMatchObject({ patientId: b.patient.id, status: 'HELD', startsAt: new Date(WED_10H) })
    expect(hold!.expiresAt.getTime() - app.clock.now().getTime()).toBe(120 * MINUTE)
    const emails = (await offerEmails(db())).filter((e) => e.dedupeKey === `waitlist:offer:${hold!.id}`)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ toAddress: b.patient.email, subject: 'Abriu um horário: 25/11/2026 às 13:00 em Lisboa' })
    expect(emails[0]!.text).toContain('25/11/2026 às 13:00 em Lisboa (10:00 em Brasília)')
    expect(emails[0]!.text).toContain(`/lista-de-espera/oferta/${hold!.id}`)
    expect(emails[0]!.text).toContain('até 23/11/2026 às 14:01 em Lisboa (11:01 em Brasília)')

    // A second run offers nothing more (the hour is held, C waits).
    await runWaitlistOffers(deps())
    expect(await holdsFor(professional.id)).toHaveLength(1)

    // Everyone else: the hour is not open, and booking it is refused.
    expect(await openStarts(professional.id)).not.toContain(WED_10H)
    expect(await openStarts(professional.id, c.cookie)).not.toContain(WED_10H)
    const byC = await bookAs(app, c.cookie, { professional_id: professional.id, selected_date: WED_10H })
    expect(byC.statusCode).toBe(409)
    expect(byC.json().code).toBe('HOUR_TAKEN')
    const byAdmin = await bookAs(app, adminCookie, { professional_id: professional.id, selected_date: WED_10H, user_id: c.patient.id })
    expect(byAdmin.statusCode).toBe(409)
    // Even a write that skips the service is refused by the database.
    await expect(
      createSession(db(), { userId: c.patient.id, professionalId: professional.id, serviceId: sessions[0]!.serviceId, selectedDate: new Date(WED_10H) }),
    ).rejects.toThrow()

    // B sees the offer and the hour, and books it.
    expect(await openStarts(professional.id, b.cookie)).toContain(WED_10H)
    const offer = await app.inject({ method: 'GET', url: `/api/waitlist/offers/${hold!.id}`, headers: { cookie: b.cookie } })
    expect(offer.json()).toMatchObject({ status: 'HELD', bookable: true, is_online: true, start: WED_10H, professional: { id: professional.id }, time_zone: 'Europe/Lisbon' })
    expect((await app.inject({ method: 'GET', url: `/api/waitlist/offers/${hold!.id}`, headers: { cookie: c.cookie } })).statusCode).toBe(404)
    expect(await myEntries(b.cookie)).toMatchObject({ time_zone: 'Europe/Lisbon', entries: [{ offer: { id: hold!.id, start: WED_10H } }] })

    const booked = await bookAs(app, b.cookie, { professional_id: professional.id, selected_date: WED_10H })
    expect(booked.statusCode).toBe(201)
    const [used] = await db().select().from(waitlistHolds).where(eq(waitlistHolds.id, hold!.id))
    expect(used).toMatchObject({ status: 'BOOKED', sessionId: booked.json().id })
    expect((await myEntries(b.cookie)).entries).toEqual([])
    const [entry] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.patientId, b.patient.id))
    expect(entry!.status).toBe('FULFILLED')
    const after = await app.inject({ method: 'GET', url: `/api/waitlist/offers/${hold!.id}`, headers: { cookie: b.cookie } })
    expect(after.json()).toMatchObject({ status: 'BOOKED', bookable: false })
    // C is not offered a booked hour.
    await runWaitlistOffers(deps())
    expect(await holdsFor(professional.id)).toHaveLength(1)
  })

  it('hands a lapsed offer to the next in line, then to everyone', async () => {
    const { professional, filler, sessions } = await createFullProfessional(db(), app.clock.now())
    const b = await createPayingPatient(app)
    const c = await createPayingPatient(app)
    await join(b.cookie, { professional_id: professional.id })
    app.clock.advance(MINUTE)
    await join(c.cookie, { professional_id: professional.id, week_day: 3, hour: 10 })
    await setStatus(app, await logInAs(app, 'patient', filler.email), sessions[0]!.id, 'CANCELLED')
    await runWaitlistOffers(deps())
    expect((await holdsFor(professional.id)).map((h) => [h.patientId, h.status])).toEqual([[b.patient.id, 'HELD']])

    app.clock.advance(120 * MINUTE)
    await runWaitlistOffers(deps())
    const handed = await holdsFor(professional.id)
    expect(handed.map((h) => [h.patientId, h.status]).sort()).toEqual(
      [
        [b.patient.id, 'EXPIRED'],
        [c.patient.id, 'HELD'],
      ].sort(),
    )
    const lapsed = await app.inject({ method: 'GET', url: `/api/waitlist/offers/${handed.find((h) => h.patientId === b.patient.id)!.id}`, headers: { cookie: b.cookie } })
    expect(lapsed.json()).toMatchObject({ status: 'EXPIRED', bookable: false })
    expect(await openStarts(professional.id, b.cookie)).not.toContain(WED_10H)

    // C leaves: the hour is not offered to B again, so it becomes open to everyone.
    const cEntry = (await myEntries(c.cookie)).entries[0].id as string
    expect((await app.inject({ method: 'DELETE', url: `/api/waitlist/${cEntry}`, headers: { cookie: c.cookie } })).statusCode).toBe(204)
    await runWaitlistOffers(deps())
    expect((await holdsFor(professional.id)).filter((h) => h.status === 'HELD')).toEqual([])
    expect(await openStarts(professional.id)).toContain(WED_10H)
  })

  it('offers an hour an unpaid booking released, and new availability', async () => {
    const { professional, filler, sessions, service } = await createFullProfessional(db(), app.clock.now())
    const b = await createPayingPatient(app)
    const c = await createPayingPatient(app)
    await join(b.cookie, { professional_id: professional.id, week_day: 3, hour: 10 })
    // The clock is fixed: without a step both entries would share created_at and the line fall back to ids.
    app.clock.advance(MINUTE)
    await join(c.cookie, { professional_id: professional.id })

    // The 25/11 hour is turned into an unpaid booking whose checkout closes in 30 minutes.
    await setStatus(app, await logInAs(app, 'patient', filler.email), sessions[0]!.id, 'CANCELLED')
    const unpaid = await createSession(db(), {
      userId: filler.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date(WED_10H),
      checkoutExpiresAt: new Date(app.clock.now().getTime() + 30 * MINUTE),
    })
    await runWaitlistOffers(deps())
    expect(await holdsFor(professional.id)).toHaveLength(0)
    app.clock.advance(31 * MINUTE)
    expect(await releaseExpiredUnpaid(deps())).toBeGreaterThanOrEqual(1)
    await runWaitlistOffers(deps())
    expect((await holdsFor(professional.id)).map((h) => [h.patientId, h.startsAt.toISOString()])).toEqual([[b.patient.id, WED_10H]])
    expect(unpaid.id).toBeDefined()

    // The professional publishes Thursday 10:00: C (any hour) is offered the first Thursday.
    await createAvailability(db(), professional.id, [{ weekDay: 4, startTime: '1000', endTime: '1100' }])
    await runWaitlistOffers(deps())
    const forC = (await holdsFor(professional.id)).filter((h) => h.patientId === c.patient.id)
    expect(forC.map((h) => h.startsAt.toISOString())).toEqual(['2026-11-26T13:00:00.000Z'])
  })

  it('refuses a hold at an hour a live session has, at the database', async () => {
    const { professional, sessions } = await createFullProfessional(db(), app.clock.now())
    const b = await createPayingPatient(app)
    const entry = await join(b.cookie, { professional_id: professional.id })
    await expect(
      db().insert(waitlistHolds).values({
        entryId: entry.json().id,
        patientId: b.patient.id,
        professionalId: professional.id,
        startsAt: sessions[0]!.selectedDate,
        expiresAt: new Date(app.clock.now().getTime() + 120 * MINUTE),
      }),
    ).rejects.toThrow()
  })
})
