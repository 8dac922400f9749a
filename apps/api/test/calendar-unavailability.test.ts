import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import { unavailabilities } from '../src/db/schema/calendar'
import { sessions } from '../src/db/schema/sessions'
import { createAvailability, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Clock: Monday 2026-11-23 09:00 in Brasília (12:00Z). The owner works Tuesdays 08:00–10:00.
const NOW = '2026-11-23T12:00:00.000Z'
const TUE_08 = '2026-11-24T11:00:00.000Z'
const TUE_09 = '2026-11-24T12:00:00.000Z'
const NEXT_TUE_08 = '2026-12-01T11:00:00.000Z'

describe('unavailability periods (/api/professional-unavailability)', () => {
  let app: TestApp
  let owner: { id: string; cookie: string }
  let otherCookie: string
  let waitingCookie: string
  let patientId: string
  let serviceId: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    const a = await createProfessional(db, { email: 'dona@exemplo.com' })
    await createAvailability(db, a.id, [{ weekDay: 2, startTime: '0800', endTime: '1000' }])
    await createProfessional(db, { email: 'outra@exemplo.com' })
    await createProfessional(db, { email: 'aguardando@exemplo.com', authorized: false })
    patientId = (await createPatient(db, { email: 'paciente@exemplo.com' })).id
    serviceId = (await createService(db)).id
    owner = { id: a.id, cookie: await logInAs(app, 'professional', 'dona@exemplo.com') }
    otherCookie = await logInAs(app, 'professional', 'outra@exemplo.com')
    waitingCookie = await logInAs(app, 'professional', 'aguardando@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(async () => {
    await app.database.db.delete(sessions)
    await app.database.db.delete(unavailabilities)
  })

  const create = (cookie: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/professional-unavailability', headers: { cookie }, payload })
  const patch = (cookie: string, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/professional-unavailability/${id}`, headers: { cookie }, payload })
  const remove = (cookie: string, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/professional-unavailability/${id}`, headers: { cookie } })
  const list = (cookie: string, query = '') => app.inject({ url: `/api/professional-unavailability/me${query}`, headers: { cookie } })
  const rows = () => app.database.db.select().from(unavailabilities)
  const openHours = async () => {
    const res = await app.inject({ url: `/api/public/available-dates/${owner.id}` })
    return res.json().professionalAvailability.availability.flatMap((d: { hours: { start_time: string }[] }) => d.hours.map((h) => h.start_time))
  }

  it('stores whole Brasília days, removes them from the open times, and lists the booked sessions inside', async () => {
    expect(await openHours()).toEqual(expect.arrayContaining([TUE_08, TUE_09, NEXT_TUE_08]))
    const booked = await createSession(app.database.db, {
      userId: patientId,
      professionalId: owner.id,
      serviceId,
      selectedDate: new Date(TUE_08),
      status: 'CONFIRMED',
    })
    const response = await create(owner.cookie, { type: 'VACATION', start_date: '2026-11-24', end_date: '2026-11-24', reason: 'Congresso' })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.unavailability).toMatchObject({
      type: 'VACATION',
      start_date: '2026-11-24T03:00:00.000Z',
      end_date: '2026-11-25T02:59:59.999Z',
      reason: 'Congresso',
    })
    expect(body.conflicting_sessions).toEqual([
      { id: booked.id, selected_date: TUE_08, status: 'CONFIRMED', patient_first_name: 'Ana', patient_last_name: 'Souza' },
    ])
    const [stored] = await rows()
    expect(stored).toMatchObject({ professionalId: owner.id, startDate: new Date('2026-11-24T03:00:00.000Z') })
    const hours = await openHours()
    expect(hours).not.toContain(TUE_09)
    expect(hours).toContain(NEXT_TUE_08)
    // The booked session stays booked.
    const [kept] = await app.database.db.select().from(sessions).where(eq(sessions.id, booked.id))
    expect(kept?.status).toBe('CONFIRMED')
  })

  it('blocks part of a day given as instants: only the hours inside go, the rest of the day stays open', async () => {
    // Tuesday 08:00–09:00 in Brasília ('Só algumas horas' on the calendar page): 09:00 stays bookable.
    const response = await create(owner.cookie, { type: 'PERSONAL_DAY', start_date: TUE_08, end_date: TUE_09 })
    expect(response.statusCode).toBe(201)
    expect(response.json().unavailability).toMatchObject({ start_date: TUE_08, end_date: TUE_09 })
    const hours = await openHours()
    expect(hours).not.toContain(TUE_08)
    expect(hours).toContain(TUE_09)
    expect(hours).toContain(NEXT_TUE_08)
  })

  it('ignores cancelled sessions when warning', async () => {
    await createSession(app.database.db, { userId: patientId, professionalId: owner.id, serviceId, selectedDate: new Date(TUE_08), status: 'CANCELLED' })
    const response = await create(owner.cookie, { type: 'HOLIDAY', start_date: '2026-11-24', end_date: '2026-11-24' })
    expect(response.json().conflicting_sessions).toEqual([])
  })

  it.each([
    ['an end before the start', { type: 'CUSTOM', start_date: '2026-11-25', end_date: '2026-11-24' }, vt.endBeforeStart],
    ['an unknown type', { type: 'SABBATICAL', start_date: '2026-11-24', end_date: '2026-11-24' }, vt.unavailabilityTypeInvalid],
    ['a reason over 255 characters', { type: 'CUSTOM', start_date: '2026-11-24', end_date: '2026-11-24', reason: 'x'.repeat(256) }, vt.reasonMax],
    ['a date that is not a date', { type: 'CUSTOM', start_date: '24/11/2026', end_date: '2026-11-24' }, vt.dateInvalid],
  ])('refuses %s with its message and stores nothing', async (_case, payload, message) => {
    const response = await create(owner.cookie, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect(await rows()).toHaveLength(0)
  })

  it('lists only the own periods, 8 per page, coming ones soonest first, filtered by date_a/date_b', async () => {
    for (let day = 1; day <= 10; day += 1) {
      const date = `2026-12-${String(day).padStart(2, '0')}`
      await create(owner.cookie, { type: 'PERSONAL_DAY', start_date: date, end_date: date })
    }
    await create(otherCookie, { type: 'VACATION', start_date: '2026-12-01', end_date: '2026-12-31' })
    const first = (await list(owner.cookie)).json()
    expect(first.total).toBe(10)
    expect(first.data).toHaveLength(8)
    expect(first.data[0].start_date).toBe('2026-12-01T03:00:00.000Z')
    const second = (await list(owner.cookie, '?page=2')).json()
    expect(second.data).toHaveLength(2)
    const filtered = (await list(owner.cookie, '?date_a=2026-12-03&date_b=2026-12-05')).json()
    expect(filtered.total).toBe(3)
    expect(filtered.data.map((p: { start_date: string }) => p.start_date.slice(0, 10))).toEqual(['2026-12-03', '2026-12-04', '2026-12-05'])
  })

  it('edits a period (checking the merged dates) and lists the sessions now inside', async () => {
    const period = (await create(owner.cookie, { type: 'CONFERENCE', start_date: '2026-12-10', end_date: '2026-12-12', reason: 'Evento' })).json().unavailability
    const booked = await createSession(app.database.db, { userId: patientId, professionalId: owner.id, serviceId, selectedDate: new Date(NEXT_TUE_08) })
    const moved = await patch(owner.cookie, period.id, { start_date: '2026-12-01', end_date: '2026-12-02', reason: '' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().unavailability).toMatchObject({ type: 'CONFERENCE', start_date: '2026-12-01T03:00:00.000Z', reason: null })
    expect(moved.json().conflicting_sessions.map((s: { id: string }) => s.id)).toEqual([booked.id])

    const inverted = await patch(owner.cookie, period.id, { start_date: '2026-12-05' })
    expect(inverted.statusCode).toBe(422)
    expect(inverted.json()).toEqual({ message: vt.endBeforeStart, code: expect.any(String) })
    const [stored] = await rows()
    expect(stored?.startDate).toEqual(new Date('2026-12-01T03:00:00.000Z'))
  })

  it("answers 404 to another professional's period and changes nothing", async () => {
    const period = (await create(owner.cookie, { type: 'VACATION', start_date: '2026-12-10', end_date: '2026-12-12' })).json().unavailability
    const edit = await patch(otherCookie, period.id, { type: 'HOLIDAY' })
    expect(edit.statusCode).toBe(404)
    expect(edit.json()).toEqual({ message: pt.unavailabilityNotFound, code: expect.any(String) })
    expect((await remove(otherCookie, period.id)).statusCode).toBe(404)
    expect((await list(otherCookie)).json()).toEqual({ data: [], total: 0 })
    const [stored] = await rows()
    expect(stored?.type).toBe('VACATION')
  })

  it('deletes a period, giving its hours back to the open times', async () => {
    const period = (await create(owner.cookie, { type: 'MEDICAL_LEAVE', start_date: '2026-11-24', end_date: '2026-11-24' })).json().unavailability
    expect(await openHours()).not.toContain(TUE_08)
    const response = await remove(owner.cookie, period.id)
    expect(response.statusCode).toBe(204)
    expect(await rows()).toHaveLength(0)
    expect(await openHours()).toContain(TUE_08)
  })

  it('refuses a professional awaiting authorization on every endpoint (403), and nobody (401)', async () => {
    const period = (await create(owner.cookie, { type: 'VACATION', start_date: '2026-12-10', end_date: '2026-12-12' })).json().unavailability
    const payload = { type: 'VACATION', start_date: '2026-12-10', end_date: '2026-12-12' }
    expect((await create(waitingCookie, payload)).statusCode).toBe(403)
    expect((await list(waitingCookie)).statusCode).toBe(403)
    expect((await patch(waitingCookie, period.id, { type: 'HOLIDAY' })).statusCode).toBe(403)
    expect((await remove(waitingCookie, period.id)).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/professional-unavailability/me' })).statusCode).toBe(401)
    expect(await rows()).toHaveLength(1)
  })
})
