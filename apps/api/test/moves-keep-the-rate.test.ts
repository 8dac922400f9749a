import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availabilitySlots } from '../src/db/schema/calendar'
import { sessions } from '../src/db/schema/sessions'
import { createAdmin, createPatient, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { acceptTelehealthConsent, bookedSessionId } from './helpers/booking'
import { balanceCentsOf, giveBalance, sessionRow } from './helpers/payments'

// A move keeps the frozen price, so it lands only on an hour of the rate the session was booked at
// (decision 064): the social rate never follows a consultation to a regular hour, for a single session
// (the patient's or the admin's move) or a weekly series. The professional's own value is R$ 200,00 and
// their 'valor social' R$ 80,00 on the mornings (07–12 in Brasília); afternoons (12–22) are regular.
// Clock: Monday 2026-11-23 09:00 in Brasília.

const NOW = '2026-11-23T12:00:00.000Z'
/** Brasília `hour` on 2026-11-`day` as a UTC instant. */
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour + 3)).toISOString()
const SOCIAL_PRICE = 8500
const REGULAR_PRICE = 20500

describe('moves keep the rate the consultation was booked at', () => {
  let app: TestApp
  let professionalId = ''
  let admin = ''

  const patientWith = async (balanceCents: number) => {
    const patient = await createPatient(app.database.db, { isComplete: true })
    if (balanceCents > 0) await giveBalance(app, patient.id, balanceCents)
    const cookie = await logInAs(app, 'patient', patient.email)
    return { patient, cookie }
  }
  const move = (cookie: string, id: string, when: string) =>
    app.inject({ method: 'PATCH', url: `/api/session/${id}/date`, headers: { cookie }, payload: { selected_date: when } })

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000, minValueCents: 8000, maxValueCents: 30000 })
    const professional = await createProfessional(db, { serviceModality: 'FULL_REMOTE', ownValueCents: 20000, socialValueCents: 8000 })
    professionalId = professional.id
    const days = [0, 1, 2, 3, 4, 5, 6]
    await db.insert(availabilitySlots).values([
      ...days.map((weekDay) => ({ professionalId, weekDay, startTime: '0700', endTime: '1200', socialRate: true })),
      ...days.map((weekDay) => ({ professionalId, weekDay, startTime: '1200', endTime: '2200', socialRate: false })),
    ])
    await createAdmin(db, { email: 'admin.taxa@exemplo.com' })
    admin = await logInAs(app, 'admin', 'admin.taxa@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  it('a social consultation paid from balance cannot move to a regular hour, by the patient or an admin; another social hour is fine', async () => {
    const { patient, cookie } = await patientWith(SOCIAL_PRICE)
    // The balance covers the whole price, so the booking is paid with it at once (no checkout).
    const id = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: at(25, 9) })
    expect(await sessionRow(app, id)).toMatchObject({ priceCents: SOCIAL_PRICE, socialRate: true, payment: 'DONE' })

    for (const who of [cookie, admin]) {
      const refused = await move(who, id, at(25, 15))
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json()).toMatchObject({ code: 'MOVE_OTHER_RATE' })
    }
    expect(await sessionRow(app, id)).toMatchObject({ selectedDate: new Date(at(25, 9)), priceCents: SOCIAL_PRICE, patientRescheduleCount: 0 })

    const moved = await move(cookie, id, at(26, 10))
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await sessionRow(app, id)).toMatchObject({ selectedDate: new Date(at(26, 10)), priceCents: SOCIAL_PRICE, socialRate: true })
    expect(await balanceCentsOf(app, patient.id)).toBe(0)
  })

  it('an unpaid regular consultation cannot move to a social hour (it would cost less there); another regular hour keeps its price', async () => {
    const { cookie } = await patientWith(0)
    const id = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: at(25, 16) })
    expect(await sessionRow(app, id)).toMatchObject({ priceCents: REGULAR_PRICE, socialRate: false, payment: 'WAITING' })

    // The patient changes an unpaid hold by cancelling it; an admin may move it, within its rate.
    const refused = await move(admin, id, at(25, 8))
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'MOVE_OTHER_RATE' })

    const moved = await move(admin, id, at(27, 18))
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await sessionRow(app, id)).toMatchObject({ selectedDate: new Date(at(27, 18)), priceCents: REGULAR_PRICE })
  })

  it('a weekly series booked at a social hour moves to another social hour only: no week leaves the social rate', async () => {
    const { patient, cookie } = await patientWith(0)
    await acceptTelehealthConsent(app, cookie, professionalId)
    const created = await app.inject({
      method: 'POST',
      url: '/api/session-series',
      headers: { cookie },
      payload: { professional_id: professionalId, selected_date: at(24, 9), is_online: true, weeks: 4 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const seriesId = (created.json() as { series: { id: string } }).series.id
    const weeks = () => app.database.db.select().from(sessions).where(eq(sessions.userId, patient.id))
    const before = await weeks()
    expect(before.map((w) => [w.priceCents, w.socialRate])).toEqual(before.map(() => [SOCIAL_PRICE, true]))

    for (const who of [cookie, admin]) {
      const refused = await app.inject({ method: 'PATCH', url: `/api/session-series/${seriesId}/hour`, headers: { cookie: who }, payload: { selected_date: at(24, 19) } })
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json()).toMatchObject({ code: 'MOVE_OTHER_RATE' })
    }
    expect((await weeks()).map((w) => w.selectedDate.toISOString()).sort()).toEqual(before.map((w) => w.selectedDate.toISOString()).sort())

    const moved = await app.inject({ method: 'PATCH', url: `/api/session-series/${seriesId}/hour`, headers: { cookie }, payload: { selected_date: at(24, 11) } })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = await weeks()
    expect(after.every((w) => new Date(w.selectedDate).getUTCHours() === 14 && w.priceCents === SOCIAL_PRICE)).toBe(true)
  })
})
