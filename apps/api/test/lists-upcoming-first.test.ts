import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unavailabilities } from '../src/db/schema/calendar'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// "Lists hide what is next": the histories put what is still to come on top (soonest first), then the
// past (latest first); the admin's consultations also take a de/até range.

const NOW = '2027-05-12T14:20:00.000Z' // 11:20 in Brasília

describe('lists put what is next on top', () => {
  let app: TestApp
  let admin: string
  let professional: { id: string; email: string }
  let ids: Record<string, string>
  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.deps.db
    await createAdmin(db, { email: 'lista.admin@exemplo.com' })
    admin = await logInAs(app, 'admin', 'lista.admin@exemplo.com')
    professional = await createProfessional(db, { email: 'lista.psi@exemplo.com', lastName: 'Ordenada' })
    const patient = await createPatient(db, { email: 'lista.paciente@exemplo.com', lastName: 'Ordenada' })
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
    const at = async (iso: string, status: 'CONFIRMED' | 'FINISHED' | 'STARTED' = 'CONFIRMED') =>
      (await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(iso), status })).id
    ids = {
      lastMonth: await at('2027-04-10T13:00:00.000Z', 'FINISHED'),
      yesterday: await at('2027-05-11T13:00:00.000Z', 'FINISHED'),
      earlierToday: await at('2027-05-12T12:00:00.000Z', 'FINISHED'), // 09:00, over
      underWay: await at('2027-05-12T14:00:00.000Z', 'STARTED'), // 11:00, ends 11:50
      laterToday: await at('2027-05-12T17:00:00.000Z'),
      tomorrow: await at('2027-05-13T13:00:00.000Z'),
      nextMonth: await at('2027-06-14T13:00:00.000Z'),
    }
  })
  afterAll(async () => {
    await app.close()
  })

  const names = (list: { id: string }[]) => list.map((s) => Object.keys(ids).find((key) => ids[key] === s.id))
  const adminPage = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/session?search=Ordenada&${query}`, headers: { cookie: admin } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { data: { id: string }[]; total: number }
  }

  it("admin 'Consultas': the session under way and today's next on top of page 1, the past after, across pages", async () => {
    const pages = [await adminPage('page=1&limit=3'), await adminPage('page=2&limit=3'), await adminPage('page=3&limit=3')]
    expect(pages.map((page) => names(page.data))).toEqual([
      ['underWay', 'laterToday', 'tomorrow'],
      ['nextMonth', 'earlierToday', 'yesterday'],
      ['lastMonth'],
    ])
    expect(pages.every((page) => page.total === 7)).toBe(true)
  })

  it("admin 'Consultas' de/até: only those days, in date order; an end alone keeps upcoming first", async () => {
    const range = await adminPage('date_a=2027-05-11&date_b=2027-05-12&limit=10')
    expect(names(range.data)).toEqual(['yesterday', 'earlierToday', 'underWay', 'laterToday'])
    expect(range.total).toBe(4)
    const untilToday = await adminPage('date_b=2027-05-12&limit=10')
    expect(names(untilToday.data)).toEqual(['underWay', 'laterToday', 'earlierToday', 'yesterday', 'lastMonth'])
    const bad = await app.inject({ method: 'GET', url: '/api/session?date_a=12/05/2027', headers: { cookie: admin } })
    expect(bad.statusCode).toBe(400)
  })

  it("the professional's 'Todas' is upcoming first too", async () => {
    const cookie = await logInAs(app, 'professional', professional.email)
    const response = await app.inject({ method: 'GET', url: '/api/session/me?limit=8', headers: { cookie } })
    expect(names(response.json().data)).toEqual(['underWay', 'laterToday', 'tomorrow', 'nextMonth', 'earlierToday', 'yesterday', 'lastMonth'])
  })

  it('the unavailability list puts current and coming periods first (soonest first), then the past (latest first)', async () => {
    const db = app.deps.db
    const period = async (start: string, end: string) =>
      (await db.insert(unavailabilities).values({ professionalId: professional.id, type: 'VACATION', startDate: new Date(start), endDate: new Date(end) }).returning())[0]?.id
    const periods = {
      longAgo: await period('2027-01-05T03:00:00.000Z', '2027-01-10T02:59:59.999Z'),
      lastWeek: await period('2027-05-03T03:00:00.000Z', '2027-05-05T02:59:59.999Z'),
      current: await period('2027-05-10T03:00:00.000Z', '2027-05-15T02:59:59.999Z'),
      nextYear: await period('2028-01-02T03:00:00.000Z', '2028-01-03T02:59:59.999Z'),
      nextWeek: await period('2027-05-19T03:00:00.000Z', '2027-05-20T02:59:59.999Z'),
    }
    const cookie = await logInAs(app, 'professional', professional.email)
    const response = await app.inject({ method: 'GET', url: '/api/professional-unavailability/me?limit=8', headers: { cookie } })
    const order = (response.json().data as { id: string }[]).map((p) => Object.keys(periods).find((key) => periods[key as keyof typeof periods] === p.id))
    expect(order).toEqual(['current', 'nextWeek', 'nextYear', 'lastWeek', 'longAgo'])
  })
})
