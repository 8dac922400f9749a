import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { unavailabilities } from '../src/db/schema/calendar'
import { calendarVersions } from '../src/db/schema/calendar-versions'
import { nextFreeHours } from '../src/db/schema/next-free-hours'
import { professionals } from '../src/db/schema/people'
import { findNextFreeHour, listListedProfessionals } from '../src/modules/directory/directory.repository'
import { nextFreeWindow } from '../src/modules/directory/directory.service'
import { createAvailability, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { planCheckOn } from './helpers/plan-check'

// The directory by next hour from the order index (decision 114). A calendar write marks the stored row
// stale in its own transaction, so a page walks `next_free_hours_order_idx` and computes only the
// professionals without a current row. Whatever is stored, a page must be the one that ordering every
// listed professional by their computed hour (none last, then the name order) gives. Clock: Monday
// 2026-11-23 06:00 in Brasília (09:00Z); lead time one hour.

const NOW = '2026-11-23T09:00:00.000Z'
type Card = { id: string; first_name: string; last_name: string; next_free_hour: string | null }
const page = z.object({ professionals: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), next_free_hour: z.string().nullable() })), total: z.number() })

describe('the directory by next hour walks the stored order', () => {
  let app: TestApp
  let patientId = ''
  let serviceId = ''
  const ids: Record<string, string> = {}

  /** Every page of three, by next hour, joined. */
  const allPages = async (query = ''): Promise<{ cards: Card[]; totals: number[] }> => {
    const cards: Card[] = []
    const totals: number[] = []
    for (let n = 1; n <= 4; n++) {
      const res = await app.inject({ url: `/api/professional?sort=next_hour&limit=3&page=${n}${query}` })
      expect(res.statusCode, res.body).toBe(200)
      const body = page.parse(res.json())
      cards.push(...body.professionals)
      totals.push(body.total)
    }
    return { cards, totals }
  }
  /** What ordering every listed professional gives: each one's hour computed, none last, then names and id. */
  const expected = async (only?: (id: string) => boolean): Promise<[string, string | null][]> => {
    const window = nextFreeWindow(app.clock.now())
    const listed = Object.entries(ids).filter(([name, id]) => name !== 'Pendente' && (!only || only(id)))
    const rows = await Promise.all(
      listed.map(async ([, id]) => {
        const [person] = await app.database.db.select({ first: professionals.firstName, last: professionals.lastName }).from(professionals).where(eq(professionals.id, id))
        return { id, first: person?.first ?? '', last: person?.last ?? '', hour: (await findNextFreeHour(app.database.db, id, window))?.toISOString() ?? null }
      }),
    )
    const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
    rows.sort((a, b) => (a.hour === b.hour ? 0 : a.hour === null ? 1 : b.hour === null ? -1 : byText(a.hour, b.hour)) || byText(a.first, b.first) || byText(a.last, b.last) || byText(a.id, b.id))
    return rows.map((r) => [`${r.first} ${r.last}`, r.hour])
  }
  const shown = (cards: Card[]): [string, string | null][] => cards.map((c) => [`${c.first_name} ${c.last_name}`, c.next_free_hour])
  const stored = async (id: string) => (await app.database.db.select().from(nextFreeHours).where(eq(nextFreeHours.professionalId, id)))[0]

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    serviceId = (await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })).id
    patientId = (await createPatient(db, { isComplete: true })).id
    // Four share Monday 08:00 (11:00Z), so the names order them; two share Tuesday; one has no hour; one
    // is not listed. ASCII names: the expected order compares code points, as the C collation would.
    const people: [string, string, { weekDay: number; startTime: string; endTime: string }[]][] = [
      ['Marta', 'Lima', [{ weekDay: 1, startTime: '0800', endTime: '1000' }]],
      ['Ana', 'Souza', [{ weekDay: 1, startTime: '0800', endTime: '0900' }]],
      ['Ana', 'Reis', [{ weekDay: 1, startTime: '0800', endTime: '0900' }]],
      ['Bruno', 'Dias', [{ weekDay: 1, startTime: '0800', endTime: '0900' }]],
      ['Carla', 'Prado', [{ weekDay: 2, startTime: '0800', endTime: '0900' }]],
      ['Davi', 'Melo', [{ weekDay: 2, startTime: '0800', endTime: '0900' }]],
      ['Elisa', 'Rocha', [{ weekDay: 1, startTime: '0900', endTime: '1000' }]],
      // Listed with no open hour: away for the whole window.
      ['Zeca', 'Vazio', [{ weekDay: 3, startTime: '0800', endTime: '0900' }]],
    ]
    for (const [firstName, lastName, slots] of people) {
      const p = await createProfessional(db, { firstName, lastName })
      ids[`${firstName} ${lastName}`] = p.id
      await createAvailability(db, p.id, slots)
    }
    await db.insert(unavailabilities).values({ professionalId: ids['Zeca Vazio'] ?? '', type: 'VACATION', startDate: new Date(NOW), endDate: new Date('2027-06-01T00:00:00.000Z') })
    const pending = await createProfessional(db, { firstName: 'Aaron', lastName: 'Pendente', authorized: false })
    ids.Pendente = pending.id
    await createAvailability(db, pending.id)
  })
  afterAll(async () => {
    await app.close()
  })

  it('gives the order of every computed hour, with nothing stored, with everything stored, and after writes', async () => {
    await app.database.db.delete(nextFreeHours)
    const first = await allPages()
    expect(shown(first.cards)).toEqual(await expected())
    expect(shown(first.cards).at(-1)).toEqual(['Zeca Vazio', null])
    expect(new Set(first.totals)).toEqual(new Set([8]))
    // The first read stored every hour; the second reads them back.
    expect((await app.database.db.select().from(nextFreeHours)).length).toBeGreaterThanOrEqual(8)
    expect(shown((await allPages()).cards)).toEqual(await expected())

    // A booking moves Marta after Elisa; a rename moves Ana Reis to the end of the 11:00Z group.
    await createSession(app.database.db, { userId: patientId, professionalId: ids['Marta Lima'] ?? '', serviceId, selectedDate: new Date('2026-11-23T11:00:00.000Z') })
    await app.database.db.update(professionals).set({ firstName: 'Yuri' }).where(eq(professionals.id, ids['Ana Reis'] ?? ''))
    const after = shown((await allPages()).cards)
    expect(after).toEqual(await expected())
    expect(after.slice(0, 4).map(([name]) => name)).toEqual(['Ana Souza', 'Bruno Dias', 'Yuri Reis', 'Elisa Rocha'])
    expect(after[4]).toEqual(['Marta Lima', '2026-11-23T12:00:00.000Z'])
  })

  it('answers the same with a filter beside the order', async () => {
    const res = page.parse((await app.inject({ url: '/api/professional?sort=next_hour&limit=20&max_price=20000' })).json())
    expect(shown(res.professionals)).toEqual(await expected())
    expect(res.total).toBe(8)
  })

  it('marks the stored row stale in the transaction of a calendar write, and of a rename', async () => {
    await allPages()
    const carla = ids['Carla Prado'] ?? ''
    const before = await stored(carla)
    expect(before?.expiresAt.getTime()).toBeGreaterThan(new Date(NOW).getTime())
    await createSession(app.database.db, { userId: patientId, professionalId: carla, serviceId, selectedDate: new Date('2026-11-24T11:00:00.000Z') })
    const [version] = await app.database.db.select().from(calendarVersions).where(eq(calendarVersions.professionalId, carla))
    const marked = await stored(carla)
    expect(marked?.expiresAt.getTime()).toBe(0)
    expect(marked?.version).toBe(version?.version)
    expect(marked?.version).toBeGreaterThan(before?.version ?? Infinity)

    await allPages()
    expect((await stored(carla))?.expiresAt.getTime()).toBeGreaterThan(new Date(NOW).getTime())
    await app.database.db.update(professionals).set({ lastName: 'Almeida' }).where(eq(professionals.id, carla))
    expect(await stored(carla)).toMatchObject({ lastName: 'Almeida' })
    expect((await stored(carla))?.expiresAt.getTime()).toBe(0)
  })

  it('never stores an hour computed from an older version over a newer stale mark', async () => {
    const davi = ids['Davi Melo'] ?? ''
    await allPages()
    // As if a calendar write committed after a read's snapshot: the row carries a newer version, stale.
    await app.database.db.update(nextFreeHours).set({ version: 1_000_000, expiresAt: new Date(0) }).where(eq(nextFreeHours.professionalId, davi))
    expect(shown((await allPages()).cards)).toEqual(await expected())
    expect(await stored(davi)).toMatchObject({ version: 1_000_000 })
    expect((await stored(davi))?.expiresAt.getTime()).toBe(0)
  })
})

describe.skipIf(!hasPostgresServer)('the page by next hour can be served by the order index', () => {
  it('walks next_free_hours_order_idx for the stored rows', async () => {
    const check = await planCheckOn(await createTestDatabase({ poolSize: 1, forcePostgres: true }))
    const { db } = check
    try {
      await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
      for (const firstName of ['Ana', 'Bia', 'Caio']) {
        const p = await createProfessional(db, { firstName })
        await createAvailability(db, p.id)
      }
      const window = nextFreeWindow(new Date(NOW))
      await listListedProfessionals(db, {}, 'next_hour', window, { limit: 2, offset: 0 })
      check.forget()
      const { rows } = await listListedProfessionals(db, {}, 'next_hour', window, { limit: 2, offset: 0 })
      expect(rows).toHaveLength(2)
      const statement = check.statement((text) => text.includes('merged'))
      // Priced as on a large table (sequential scans and sorts off), the stored part walks the order index.
      expect(await check.planOf(statement, ['set enable_seqscan = off', 'set enable_sort = off'])).toContain('next_free_hours_order_idx')
    } finally {
      await check.close()
    }
  })
})
