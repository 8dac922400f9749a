import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database, Db } from '../src/db/client'
import { availabilitySlots } from '../src/db/schema/calendar'
import { nextFreeHours } from '../src/db/schema/next-free-hours'
import { professionals } from '../src/db/schema/people'
import { listListedProfessionals } from '../src/modules/directory/directory.repository'
import { nextFreeWindow } from '../src/modules/directory/directory.service'
import { staleStoredHourIds, storedHourCurrent } from '../src/modules/directory/next-free-hour.repository'
import { createAvailability, createProfessional, createService } from '../src/seed/factories'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { rowsOf } from './helpers/rows-of'
import { planCheckOn } from './helpers/plan-check'

// Decision 118: every listed professional has a row in next_free_hours, and only they do (migration 0038),
// so the directory by next hour finds the rows it must compute in that table's validity indexes alone
// (`staleStoredHourIds`) instead of matching every listed professional against the stored rows. Here: the
// rows follow listing in and out, a deleted row comes back stale, and the ranges find exactly the rows
// that `storedHourCurrent` refuses, in every way a row can stop answering. Clock: Monday 2026-11-23 09:00Z.

const NOW = new Date('2026-11-23T09:00:00.000Z')

async function storedIds(db: Db): Promise<string[]> {
  return (await db.select({ id: nextFreeHours.professionalId }).from(nextFreeHours)).map((row) => row.id).sort()
}

describe('the stored next free hours of the listed professionals', () => {
  let database: Database
  let db: Db
  const listed: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    db = database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    for (const firstName of ['Ana', 'Bia', 'Caio', 'Davi', 'Elisa']) {
      const professional = await createProfessional(db, { firstName })
      await createAvailability(db, professional.id)
      listed.push(professional.id)
    }
    listed.sort()
  })
  afterAll(async () => {
    await database.close()
  })

  it('are one row per listed professional, following bans, slots and authorizations', async () => {
    // Not listed: without weekly hours, and not authorized.
    const withoutHours = await createProfessional(db, { firstName: 'Gil' })
    const pending = await createProfessional(db, { firstName: 'Fabi', authorized: false })
    await createAvailability(db, pending.id)
    expect(await storedIds(db)).toEqual(listed)

    const [first, second] = listed
    await db.update(professionals).set({ banned: true }).where(eq(professionals.id, first ?? ''))
    await db.delete(availabilitySlots).where(eq(availabilitySlots.professionalId, second ?? ''))
    expect(await storedIds(db)).toEqual(listed.slice(2))

    await db.update(professionals).set({ banned: false }).where(eq(professionals.id, first ?? ''))
    await createAvailability(db, second ?? '')
    await createAvailability(db, withoutHours.id)
    await db.update(professionals).set({ authorized: true }).where(eq(professionals.id, pending.id))
    expect(await storedIds(db)).toEqual([...listed, withoutHours.id, pending.id].sort())
    // Those who came back are marked stale: their hour is computed at the next read.
    const [back] = await db.select().from(nextFreeHours).where(eq(nextFreeHours.professionalId, first ?? ''))
    expect(back?.expiresAt.getTime()).toBe(0)
    listed.push(withoutHours.id, pending.id)
    listed.sort()
  })

  it('come back stale when deleted or truncated while their professional is listed', async () => {
    await listListedProfessionals(db, {}, 'next_hour', nextFreeWindow(NOW), { limit: 10, offset: 0 })
    const current = await db.select().from(nextFreeHours)
    expect(current.every((row) => row.expiresAt.getTime() > NOW.getTime())).toBe(true)

    await db.delete(nextFreeHours).where(eq(nextFreeHours.professionalId, listed[0] ?? ''))
    const [again] = await db.select().from(nextFreeHours).where(eq(nextFreeHours.professionalId, listed[0] ?? ''))
    expect(again?.expiresAt.getTime()).toBe(0)

    await db.execute(sql`truncate next_free_hours`)
    const rows = await db.select().from(nextFreeHours)
    expect(rows.map((row) => row.professionalId).sort()).toEqual(listed)
    expect(rows.every((row) => row.expiresAt.getTime() === 0)).toBe(true)
  })

  it('are found stale by the index ranges exactly when the read would not use them', async () => {
    const window = nextFreeWindow(NOW)
    await listListedProfessionals(db, {}, 'next_hour', window, { limit: 10, offset: 0 })
    const [current, marked, expired, future, otherRules, olderShared, newerShared] = listed
    const set = (id: string | undefined, values: Partial<typeof nextFreeHours.$inferInsert>) => db.update(nextFreeHours).set(values).where(eq(nextFreeHours.professionalId, id ?? ''))
    const shared = rowsOf(z.object({ version: z.coerce.number() }), await db.execute(sql`select version from calendar_versions where professional_id = '00000000-0000-0000-0000-000000000000'`))
    const sharedVersion = shared[0]?.version ?? 0
    await set(marked, { expiresAt: new Date(0) })
    await set(expired, { expiresAt: NOW })
    await set(future, { computedAt: new Date(NOW.getTime() + 60_000) })
    await set(otherRules, { rules: '1/2/3' })
    await set(olderShared, { sharedVersion: sharedVersion - 1 })
    await set(newerShared, { sharedVersion: sharedVersion + 1 })

    const found = rowsOf(z.object({ professional_id: z.string() }), await db.execute(staleStoredHourIds(window)))
    const refused = await db.select({ id: nextFreeHours.professionalId }).from(nextFreeHours).where(sql`not ${storedHourCurrent(window)}`)
    const foundIds = found.map((row) => row.professional_id).sort()
    expect(foundIds).toEqual(refused.map((row) => row.id).sort())
    expect(foundIds).toEqual([marked, expired, future, otherRules, olderShared, newerShared].sort())
    expect(foundIds).not.toContain(current)
  })
})

describe.skipIf(!hasPostgresServer)('the page by next hour finds the rows to compute in the validity indexes', () => {
  it('reads next_free_hours_validity_idx, not every listed professional', async () => {
    const check = await planCheckOn(await createTestDatabase({ poolSize: 1, forcePostgres: true }))
    const { db } = check
    try {
      await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
      for (const firstName of ['Ana', 'Bia', 'Caio']) {
        const p = await createProfessional(db, { firstName })
        await createAvailability(db, p.id)
      }
      const window = nextFreeWindow(NOW)
      await listListedProfessionals(db, {}, 'next_hour', window, { limit: 2, offset: 0 })
      check.forget()
      await listListedProfessionals(db, {}, 'next_hour', window, { limit: 2, offset: 0 })
      const statement = check.statement((text) => text.includes('merged'))
      // Priced as on a large table (sequential scans and sorts off).
      const plan = await check.planOf(statement, ['set enable_seqscan = off', 'set enable_sort = off'])
      expect(plan).toContain('next_free_hours_validity_idx')
      expect(plan).not.toContain('professionals_listed_name_idx')
    } finally {
      await check.close()
    }
  })
})
