import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import { availabilitySlots } from '../src/db/schema/calendar'
import { sessions } from '../src/db/schema/sessions'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Clock: Monday 2026-11-23 09:00 in Brasília (12:00Z).
const NOW = '2026-11-23T12:00:00.000Z'
const TUE_08_BRT = '2026-11-24T11:00:00.000Z'

describe('weekly availability (POST/PATCH/DELETE /api/available-dates)', () => {
  let app: TestApp
  let owner: { id: string; cookie: string }
  let other: { id: string; cookie: string }
  let waitingCookie: string
  let patientCookie: string
  let patientId: string
  let serviceId: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    const a = await createProfessional(db, { email: 'dona@exemplo.com' })
    const b = await createProfessional(db, { email: 'outra@exemplo.com' })
    await createProfessional(db, { email: 'aguardando@exemplo.com', authorized: false })
    const patient = await createPatient(db, { email: 'paciente@exemplo.com' })
    patientId = patient.id
    serviceId = (await createService(db)).id
    owner = { id: a.id, cookie: await logInAs(app, 'professional', 'dona@exemplo.com') }
    other = { id: b.id, cookie: await logInAs(app, 'professional', 'outra@exemplo.com') }
    waitingCookie = await logInAs(app, 'professional', 'aguardando@exemplo.com')
    patientCookie = await logInAs(app, 'patient', 'paciente@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(async () => {
    await app.database.db.delete(sessions)
    await app.database.db.delete(availabilitySlots)
  })

  const create = (cookie: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/available-dates', headers: { cookie }, payload })
  const patch = (cookie: string, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/available-dates/${id}`, headers: { cookie }, payload })
  const remove = (cookie: string, id: string) => app.inject({ method: 'DELETE', url: `/api/available-dates/${id}`, headers: { cookie } })
  const slotRow = async (id: string) => {
    const [row] = await app.database.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id))
    return row
  }
  const liveSlotsOf = async (professionalId: string) =>
    (await app.database.db.select().from(availabilitySlots).where(eq(availabilitySlots.professionalId, professionalId))).filter(
      (s) => !s.deletedAt,
    )
  const openHours = async (professionalId: string) => {
    const res = await app.inject({ url: `/api/public/available-dates/${professionalId}` })
    return res.json().professionalAvailability.availability.flatMap((d: { hours: { start_time: string }[] }) => d.hours.map((h) => h.start_time))
  }

  it('creates a slot on full hours and lists it', async () => {
    const response = await create(owner.cookie, { week_day: 2, start_time: '0800', end_time: '1200' })
    expect(response.statusCode).toBe(201)
    const slot = response.json()
    expect(slot).toMatchObject({ week_day: 2, start_time: '0800', end_time: '1200' })
    expect(await slotRow(slot.id)).toMatchObject({ professionalId: owner.id, weekDay: 2, startTime: '0800', endTime: '1200', deletedAt: null })
    const list = await app.inject({ url: '/api/available-dates', headers: { cookie: owner.cookie } })
    expect(list.json().availableDates).toEqual([slot])
  })

  it.each([
    ['a start that is not a full hour', { week_day: 1, start_time: '0830', end_time: '1000' }, vt.hourInvalid],
    ['an end that is not a full hour', { week_day: 1, start_time: '0800', end_time: '0950' }, vt.hourInvalid],
    ['a start after the end', { week_day: 1, start_time: '1000', end_time: '0900' }, vt.startBeforeEnd],
    ['a start equal to the end (no 50-minute session)', { week_day: 1, start_time: '0900', end_time: '0900' }, vt.startBeforeEnd],
    ['an unknown weekday', { week_day: 7, start_time: '0800', end_time: '0900' }, vt.weekDayInvalid],
  ])('refuses %s with its message and stores nothing', async (_case, payload, message) => {
    const response = await create(owner.cookie, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect(await liveSlotsOf(owner.id)).toHaveLength(0)
  })

  it('refuses a slot overlapping another of the same weekday, and accepts touching or other weekdays', async () => {
    expect((await create(owner.cookie, { week_day: 1, start_time: '0800', end_time: '1200' })).statusCode).toBe(201)
    const overlap = await create(owner.cookie, { week_day: 1, start_time: '1100', end_time: '1400' })
    expect(overlap.statusCode).toBe(409)
    expect(overlap.json()).toEqual({ message: pt.slotOverlaps('Segunda', '08:00', '12:00'), code: expect.any(String) })
    const inside = await create(owner.cookie, { week_day: 1, start_time: '0900', end_time: '1000' })
    expect(inside.statusCode).toBe(409)
    expect((await create(owner.cookie, { week_day: 1, start_time: '1200', end_time: '1300' })).statusCode).toBe(201)
    expect((await create(owner.cookie, { week_day: 3, start_time: '0800', end_time: '1200' })).statusCode).toBe(201)
    // Another professional's slots never clash with the owner's.
    expect((await create(other.cookie, { week_day: 1, start_time: '0800', end_time: '1200' })).statusCode).toBe(201)
    expect(await liveSlotsOf(owner.id)).toHaveLength(3)
  })

  it('edits a slot, checking overlap against the other slots only', async () => {
    const slot = (await create(owner.cookie, { week_day: 1, start_time: '0800', end_time: '1000' })).json()
    await create(owner.cookie, { week_day: 1, start_time: '1400', end_time: '1600' })
    const widened = await patch(owner.cookie, slot.id, { week_day: 1, start_time: '0700', end_time: '1100' })
    expect(widened.statusCode).toBe(200)
    expect(widened.json()).toEqual({ availableDate: { id: slot.id, week_day: 1, start_time: '0700', end_time: '1100', social_rate: false }, kept_sessions: [] })
    const clash = await patch(owner.cookie, slot.id, { week_day: 1, start_time: '1000', end_time: '1500' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({ message: pt.slotOverlaps('Segunda', '14:00', '16:00'), code: expect.any(String) })
    expect(await slotRow(slot.id)).toMatchObject({ startTime: '0700', endTime: '1100' })
  })

  it("answers 404 to another professional's slot and changes nothing", async () => {
    const slot = (await create(owner.cookie, { week_day: 1, start_time: '0800', end_time: '1000' })).json()
    const edit = await patch(other.cookie, slot.id, { week_day: 1, start_time: '0900', end_time: '1000' })
    expect(edit.statusCode).toBe(404)
    expect(edit.json()).toEqual({ message: pt.slotNotFound, code: expect.any(String) })
    expect((await remove(other.cookie, slot.id)).statusCode).toBe(404)
    expect(await slotRow(slot.id)).toMatchObject({ startTime: '0800', endTime: '1000', deletedAt: null })
    const theirList = await app.inject({ url: '/api/available-dates', headers: { cookie: other.cookie } })
    expect(theirList.json().availableDates).toEqual([])
  })

  it('refuses a professional awaiting authorization (403), a patient (403) and nobody (401)', async () => {
    const payload = { week_day: 1, start_time: '0800', end_time: '1000' }
    const waiting = await create(waitingCookie, payload)
    expect(waiting.statusCode).toBe(403)
    expect(waiting.json()).toEqual({ message: t.professionalNotAuthorized, code: expect.any(String) })
    expect((await create(patientCookie, payload)).statusCode).toBe(403)
    expect((await app.inject({ method: 'POST', url: '/api/available-dates', payload })).statusCode).toBe(401)
    const slot = (await create(owner.cookie, payload)).json()
    expect((await patch(waitingCookie, slot.id, payload)).statusCode).toBe(403)
    expect((await remove(waitingCookie, slot.id)).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/available-dates', headers: { cookie: waitingCookie } })).statusCode).toBe(403)
  })

  it('deletes softly: the slot leaves the list and the open times, booked sessions stay and are listed back', async () => {
    const slot = (await create(owner.cookie, { week_day: 2, start_time: '0800', end_time: '1000' })).json()
    expect(await openHours(owner.id)).toContain(TUE_08_BRT)
    const session = await createSession(app.database.db, {
      userId: patientId,
      professionalId: owner.id,
      serviceId,
      selectedDate: new Date(TUE_08_BRT),
      availableDateId: slot.id,
      status: 'CONFIRMED',
    })

    const response = await remove(owner.cookie, slot.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      availableDate: null,
      kept_sessions: [{ id: session.id, selected_date: TUE_08_BRT, status: 'CONFIRMED', patient_first_name: 'Ana', patient_last_name: 'Souza' }],
    })
    expect((await slotRow(slot.id))?.deletedAt).toEqual(new Date(NOW))
    const list = await app.inject({ url: '/api/available-dates', headers: { cookie: owner.cookie } })
    expect(list.json().availableDates).toEqual([])
    expect(await openHours(owner.id)).toEqual([])
    const [kept] = await app.database.db.select().from(sessions).where(eq(sessions.id, session.id))
    expect(kept).toMatchObject({ status: 'CONFIRMED', availableDateId: slot.id })
    // A deleted slot can no longer be edited or deleted again.
    expect((await patch(owner.cookie, slot.id, { week_day: 2, start_time: '0800', end_time: '0900' })).statusCode).toBe(404)
    expect((await remove(owner.cookie, slot.id)).statusCode).toBe(404)
  })

  it('keeps booked sessions that an edit leaves outside the slot, and lists them back', async () => {
    const slot = (await create(owner.cookie, { week_day: 2, start_time: '0800', end_time: '1000' })).json()
    const session = await createSession(app.database.db, {
      userId: patientId,
      professionalId: owner.id,
      serviceId,
      selectedDate: new Date(TUE_08_BRT),
      availableDateId: slot.id,
    })
    const response = await patch(owner.cookie, slot.id, { week_day: 2, start_time: '0900', end_time: '1100' })
    expect(response.statusCode).toBe(200)
    expect(response.json().kept_sessions.map((s: { id: string }) => s.id)).toEqual([session.id])
    const [kept] = await app.database.db.select().from(sessions).where(eq(sessions.id, session.id))
    expect(kept?.status).toBe('CREATED')
    // Still inside after widening back: nothing to warn about.
    const back = await patch(owner.cookie, slot.id, { week_day: 2, start_time: '0800', end_time: '1100' })
    expect(back.json().kept_sessions).toEqual([])
  })
})
