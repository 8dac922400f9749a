import { like } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openPostgres, type Database } from '../src/db/client'
import { emailOutbox, scheduledJobs } from '../src/db/schema/operations'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { loadConfig } from '../src/config'
import { fixedClock } from '../src/lib/clock'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { notifySessionChange, runDueReminder } from '../src/modules/notifications/session-notifications'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

// Two server instances (two connection pools) on one PostgreSQL database run the reminder job at the
// same time; one "crashes" mid-job and a third starts later. Every reminder is mailed exactly once.
describe.runIf(hasPostgresServer)('reminders across instances and restarts (PostgreSQL)', () => {
  const SESSIONS = 30
  const START = new Date('2026-12-02T13:00:00.000Z')
  const clock = fixedClock('2026-11-23T12:00:00.000Z')
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp', sessionSecret: 'x'.repeat(64), publicUrl: 'http://localhost:3000' })
  const opened: Database[] = []
  afterEach(async () => {
    // The second pool closes before the first, whose close drops the database.
    for (const database of opened.splice(0).reverse()) await database.close()
  })

  /** Each test's own database with SESSIONS confirmed sessions, and two instances (pools) on it. */
  async function twoInstancesOnOneDatabase() {
    clock.set('2026-11-23T12:00:00.000Z')
    const first = await createTestDatabase({ forcePostgres: true, poolSize: 8 })
    opened.push(first)
    const second = await openPostgres(first.url ?? '', 8)
    opened.push(second)
    const db = first.db
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
    for (let i = 0; i < SESSIONS; i += 1) {
      const patient = await createPatient(db, { email: `lembra${i}@exemplo.com` })
      const professional = await createProfessional(db, { email: `prof.lembra${i}@exemplo.com` })
      const session = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: START, status: 'CONFIRMED', payment: 'DONE' })
      await db.transaction((tx) => notifySessionChange({ config, clock }, tx, session.id, { kind: 'confirmed' }))
    }
    const reminderMails = (which: string) => first.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `reminder-mail:${which}:%`))
    return { first, second, reminderMails }
  }

  const instance = (database: Database) => ({ db: database.db, config, clock })

  it('mails each 48 h reminder once while two instances race, even when one crashes mid-job', async () => {
    const { first, second, reminderMails } = await twoInstancesOnOneDatabase()
    clock.set(new Date(START.getTime() - 47 * 3_600_000))
    // Instance one claims a job and dies before committing: the claim rolls back with it.
    await expect(
      first.db.transaction(async (tx) => {
        await runDueReminder(instance(first), tx)
        throw new Error('SIGKILL')
      }),
    ).rejects.toThrow('SIGKILL')

    const [a, b] = await Promise.all([runDueReminders(instance(first)), runDueReminders(instance(second))])
    expect(a + b).toBe(SESSIONS)
    const mails = await reminderMails('48h')
    expect(mails).toHaveLength(SESSIONS * 2)
    const jobs = await first.db.select().from(scheduledJobs).where(like(scheduledJobs.dedupeKey, 'reminder:48h:%'))
    expect(jobs.every((job) => job.status === 'DONE' && job.attempts === 1)).toBe(true)
  })

  it('a restarted instance sends nothing twice and misses nothing', async () => {
    const { first, second, reminderMails } = await twoInstancesOnOneDatabase()
    // Before the restart, the 48 h reminders went out from the first instance.
    clock.set(new Date(START.getTime() - 47 * 3_600_000))
    expect(await runDueReminders(instance(first))).toBe(SESSIONS)
    const restarted = await openPostgres(first.url ?? '', 4)
    try {
      expect(await runDueReminders(instance(restarted))).toBe(0)
      clock.set(new Date(START.getTime() - 50 * 60_000))
      const [a, b] = await Promise.all([runDueReminders(instance(restarted)), runDueReminders(instance(second))])
      expect(a + b).toBe(SESSIONS)
      expect(await reminderMails('1h')).toHaveLength(SESSIONS * 2)
      expect(await reminderMails('48h')).toHaveLength(SESSIONS * 2)
    } finally {
      await restarted.close()
    }
  })
})
