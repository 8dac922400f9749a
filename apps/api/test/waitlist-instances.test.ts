import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { openPostgres, type Database } from '../src/db/client'
import { sessions } from '../src/db/schema/sessions'
import { waitlistEntries, waitlistHolds } from '../src/db/schema/waitlist'
import { fixedClock } from '../src/lib/clock'
import { runWaitlistOffers } from '../src/modules/waitlist/waitlist-offers'
import { createPatient, createSession } from '../src/seed/factories'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { createFullProfessional, offerEmails } from './helpers/waitlist'

// Two server instances (two connection pools) on one PostgreSQL database run the waitlist job at the same
// time: no hour is offered twice, no entry gets two offers, and every offer has exactly one email. And the
// database keeps a held hour from anyone else's session under concurrent writes (decision 041).
describe.runIf(hasPostgresServer)('waitlist across instances (PostgreSQL)', () => {
  const NOW = '2026-11-23T12:00:00.000Z'
  const clock = fixedClock(NOW)
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp', sessionSecret: 'x'.repeat(64), publicUrl: 'http://localhost:3000' })
  const opened: Database[] = []
  afterEach(async () => {
    for (const database of opened.splice(0).reverse()) await database.close()
  })

  async function twoInstances() {
    clock.set(NOW)
    const first = await createTestDatabase({ forcePostgres: true, poolSize: 8 })
    opened.push(first)
    const second = await openPostgres(first.url ?? '', 8)
    opened.push(second)
    return { first, second, instance: (database: Database) => ({ db: database.db, config, clock }) }
  }

  it('offers each freed hour once and each waiting patient one hour while two instances race', async () => {
    const { first, second, instance } = await twoInstances()
    const db = first.db
    const full = await createFullProfessional(db, clock.now())
    const freed = full.sessions.slice(0, 5)
    await db.update(sessions).set({ status: 'CANCELLED' }).where(inArray(sessions.id, freed.map((s) => s.id)))
    const waiting = []
    for (let i = 0; i < 8; i += 1) {
      const patient = await createPatient(db)
      clock.set(new Date(Date.parse(NOW) + i * 1000))
      const [entry] = await db.insert(waitlistEntries).values({ patientId: patient.id, professionalId: full.professional.id, modality: 'ANY', createdAt: clock.now() }).returning()
      waiting.push(entry!)
    }

    for (let round = 0; round < 3; round += 1) {
      await Promise.all([runWaitlistOffers(instance(first)), runWaitlistOffers(instance(second)), runWaitlistOffers(instance(first)), runWaitlistOffers(instance(second))])
    }

    const holds = await db.select().from(waitlistHolds).where(eq(waitlistHolds.professionalId, full.professional.id))
    expect(holds).toHaveLength(5)
    expect(new Set(holds.map((h) => h.startsAt.getTime())).size).toBe(5)
    expect(new Set(holds.map((h) => h.entryId)).size).toBe(5)
    // First come, first served: the five oldest entries, the soonest hour to the oldest.
    const byStart = [...holds].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    expect(byStart.map((h) => h.entryId)).toEqual(waiting.slice(0, 5).map((e) => e.id))
    const emails = await offerEmails(db)
    expect(emails.map((e) => e.dedupeKey).sort()).toEqual(holds.map((h) => `waitlist:offer:${h.id}`).sort())
  })

  it('lets either the hold or a session take an hour, never both, under concurrent writes', async () => {
    const { first, second } = await twoInstances()
    const db = first.db
    const full = await createFullProfessional(db, clock.now())
    const holder = await createPatient(db)
    const other = await createPatient(db)
    let holds = 0
    let booked = 0
    for (const session of full.sessions) {
      await db.update(sessions).set({ status: 'CANCELLED' }).where(eq(sessions.id, session.id))
      const [entry] = await db.insert(waitlistEntries).values({ patientId: holder.id, professionalId: full.professional.id, modality: 'ANY', weekDay: null, hour: null, status: 'LEFT' }).returning()
      const [hold, booking] = await Promise.allSettled([
        second.db.insert(waitlistHolds).values({ entryId: entry!.id, patientId: holder.id, professionalId: full.professional.id, startsAt: session.selectedDate, expiresAt: new Date(clock.now().getTime() + 7_200_000) }),
        createSession(first.db, { userId: other.id, professionalId: full.professional.id, serviceId: full.service.id, selectedDate: session.selectedDate }),
      ])
      expect([hold.status, booking.status].filter((s) => s === 'fulfilled')).toHaveLength(1)
      if (hold.status === 'fulfilled') holds += 1
      else booked += 1
    }
    expect(holds + booked).toBe(full.sessions.length)
  })
})
