import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { unavailabilities } from '../src/db/schema/calendar'
import { nextFreeHours } from '../src/db/schema/next-free-hours'
import { createAvailability, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'

// Stored next free hours (decision 062): the directory ordered by the next free hour reads each
// professional's stored hour while it still answers. Whatever is stored, every card must show the first
// hour the booking pages offer at that moment: after bookings and absences written straight to the tables,
// when the clock passes the stored hour, when the window's end reaches a new hour, and with the clock
// moved back. Clock: Monday 2026-11-23 06:00 in Brasília (09:00Z); lead time one hour, window 60 days.

const NOW = '2026-11-23T09:00:00.000Z'
type Card = { id: string; first_name: string; next_free_hour: string | null }

describe('the directory by next free hour, with stored hours', () => {
  let app: TestApp
  let patientId = ''
  let serviceId = ''
  const ids = { ana: '', bruno: '', carla: '' }

  /** The cards by next free hour, each checked against the first hour of its open-times answer. */
  const byNextHour = async (): Promise<Record<string, string | null>> => {
    const res = await app.inject({ url: '/api/professional?sort=next_hour&limit=50' })
    expect(res.statusCode, res.body).toBe(200)
    const cards: Card[] = res.json().professionals
    for (const card of cards) {
      const open = (await app.inject({ url: `/api/public/available-dates/${card.id}` })).json()
      const first: string | null = open.professionalAvailability.availability[0]?.hours[0]?.start_time ?? null
      expect(card.next_free_hour, `${card.first_name} at ${app.clock.now().toISOString()}`).toBe(first)
    }
    return Object.fromEntries(cards.map((card) => [card.first_name, card.next_free_hour]))
  }
  const book = (professionalId: string, start: string) =>
    createSession(app.database.db, { userId: patientId, professionalId, serviceId, selectedDate: new Date(start) })

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    serviceId = (await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })).id
    patientId = (await createPatient(db, { isComplete: true })).id
    const ana = await createProfessional(db, { firstName: 'Ana', lastName: 'Souza' })
    const bruno = await createProfessional(db, { firstName: 'Bruno', lastName: 'Reis' })
    const carla = await createProfessional(db, { firstName: 'Carla', lastName: 'Dias' })
    Object.assign(ids, { ana: ana.id, bruno: bruno.id, carla: carla.id })
    await createAvailability(db, ana.id, [{ weekDay: 1, startTime: '0800', endTime: '1000' }]) // Mondays 08–10 (11:00Z, 12:00Z)
    await createAvailability(db, bruno.id, [{ weekDay: 2, startTime: '0800', endTime: '0900' }]) // Tuesdays 08–09 (11:00Z)
    // Carla: Fridays 07–08 (10:00Z), away until the last Friday of the window, whose 07:00 is one hour
    // past the window's end now (2027-01-22 06:00 in Brasília).
    await createAvailability(db, carla.id, [{ weekDay: 5, startTime: '0700', endTime: '0800' }])
    await db.insert(unavailabilities).values({ professionalId: carla.id, type: 'VACATION', startDate: new Date(NOW), endDate: new Date('2027-01-22T00:00:00.000Z') })
  })
  afterAll(async () => {
    await app.close()
  })

  it('stores each listed professional hour with the versions it was computed from, and reads it back', async () => {
    expect(await byNextHour()).toEqual({ Ana: '2026-11-23T11:00:00.000Z', Bruno: '2026-11-24T11:00:00.000Z', Carla: null })
    const stored = await app.database.db.select().from(nextFreeHours)
    expect(Object.fromEntries(stored.map((row) => [row.professionalId, row.nextFree?.toISOString() ?? null]))).toEqual({
      [ids.ana]: '2026-11-23T11:00:00.000Z',
      [ids.bruno]: '2026-11-24T11:00:00.000Z',
      [ids.carla]: null,
    })
    // Ana's hour is offered until the clock is an hour before it; Carla's empty answer until the window's
    // end reaches 07:00 of her Friday, an hour from now.
    const ana = stored.find((row) => row.professionalId === ids.ana)
    expect(ana?.expiresAt.toISOString()).toBe('2026-11-23T10:00:00.000Z')
    expect(stored.find((row) => row.professionalId === ids.carla)?.expiresAt.toISOString()).toBe('2026-11-23T10:00:00.000Z')

    // A stored row that still answers is what the list reads: an hour written into it by hand shows.
    await app.database.db.update(nextFreeHours).set({ nextFree: new Date('2026-11-23T22:00:00.000Z') }).where(eq(nextFreeHours.professionalId, ids.ana))
    const read = (await app.inject({ url: '/api/professional?sort=next_hour&limit=50' })).json().professionals as Card[]
    expect(read.map((card) => [card.first_name, card.next_free_hour])[0]).toEqual(['Ana', '2026-11-23T22:00:00.000Z'])
    await app.database.db.delete(nextFreeHours).where(eq(nextFreeHours.professionalId, ids.ana))
  })

  it('never offers a booked hour or one inside an absence written after the hour was stored', async () => {
    expect((await byNextHour()).Ana).toBe('2026-11-23T11:00:00.000Z')
    await book(ids.ana, '2026-11-23T11:00:00.000Z')
    expect(await byNextHour()).toMatchObject({ Ana: '2026-11-23T12:00:00.000Z', Bruno: '2026-11-24T11:00:00.000Z' })
    await book(ids.ana, '2026-11-23T12:00:00.000Z')
    await app.database.db.insert(unavailabilities).values({
      professionalId: ids.bruno,
      type: 'VACATION',
      startDate: new Date('2026-11-24T10:00:00.000Z'),
      endDate: new Date('2026-11-24T12:00:00.000Z'),
    })
    const after = await byNextHour()
    expect(after).toEqual({ Ana: '2026-11-30T11:00:00.000Z', Bruno: '2026-12-01T11:00:00.000Z', Carla: null })
    expect(Object.keys(after)).toEqual(['Ana', 'Bruno', 'Carla'])
  })

  it('follows the clock: an hour coming closer than the lead time, the window reaching a new hour, the clock moved back', async () => {
    try {
      // 10:30Z on Monday the 30th: Ana's 11:00Z is within the lead time, her 12:00Z comes next.
      app.clock.set('2026-11-30T10:30:00.000Z')
      expect(await byNextHour()).toMatchObject({ Ana: '2026-11-30T12:00:00.000Z', Bruno: '2026-12-01T11:00:00.000Z' })

      app.clock.set('2026-11-23T09:59:59.999Z')
      expect((await byNextHour()).Carla).toBeNull()
      app.clock.set('2026-11-23T10:00:00.000Z')
      expect((await byNextHour()).Carla).toBe('2027-01-22T10:00:00.000Z')

      // Back to the start: rows computed at a later clock are not used.
      app.clock.set(NOW)
      expect(await byNextHour()).toEqual({ Ana: '2026-11-30T11:00:00.000Z', Bruno: '2026-12-01T11:00:00.000Z', Carla: null })
      expect((await app.inject({ url: '/api/professional?this_week=true&limit=50' })).json().total).toBe(0)
    } finally {
      app.clock.set(NOW)
    }
  })
})
