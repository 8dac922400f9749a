import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '../src/db/client'
import { payments } from '../src/db/schema/payments'
import { createLinkToken } from '../src/modules/notifications/link-token'
import { reminderLinks } from '../src/modules/notifications/reminder-link-urls'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { createTestDatabase } from './helpers/database'
import { sessionRow } from './helpers/payments'

// Without REMINDER_LINK_SECRET the reminder links are signed with a secret the installation generates
// once and keeps in its database (decision 065), never with a constant of the repository: a link forged
// with the old development constant is refused, and instances on one database accept each other's links.
// Clock: Monday 2026-11-23 12:00 UTC; the consultations are on Wednesday.

const NOW = '2026-11-23T12:00:00.000Z'
/** The constant every install without the variable used to sign with (published in this repository). */
const OLD_CONSTANT = 'acolhe-development-reminder-links-not-for-production'

async function paidSession(app: TestApp) {
  const db = app.database.db
  const patient = await createPatient(db)
  const professional = await createProfessional(db)
  const service = await createService(db)
  const session = await createSession(db, {
    userId: patient.id,
    professionalId: professional.id,
    serviceId: service.id,
    selectedDate: new Date('2026-11-25T13:00:00.000Z'),
    status: 'CONFIRMED',
    payment: 'DONE',
  })
  await db.insert(payments).values({ sessionId: session.id, provider: 'local', status: 'DONE', amountCents: session.priceCents, paidAt: new Date(NOW) })
  return session
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
const use = (app: TestApp, token: string) => app.inject({ method: 'POST', url: '/api/reminder-links/use', payload: { token } })

describe('the reminder links secret when REMINDER_LINK_SECRET is unset', () => {
  let first: TestApp
  let second: TestApp
  let closeSecondPool = async () => {}

  beforeAll(async () => {
    const database = await createTestDatabase()
    first = await createTestApp({ now: NOW, database })
    // A second instance: its own connection pool on PostgreSQL, the same embedded database otherwise.
    const secondDatabase = database.url ? await openPostgres(database.url, 2) : database
    if (database.url) closeSecondPool = () => secondDatabase.close()
    second = await createTestApp({ now: NOW, database: secondDatabase })
  })
  afterAll(async () => {
    await second.close()
    await closeSecondPool()
    await first.close()
    await first.database.close()
  })

  it('refuses a cancel link signed with the old constant: the consultation stays booked', async () => {
    const session = await paidSession(first)
    const forged = createLinkToken(OLD_CONSTANT, { sessionId: session.id, action: 'cancel', expiresAt: session.selectedDate })
    for (const app of [first, second]) {
      const response = await use(app, forged)
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toMatchObject({ code: 'REMINDER_LINK_INVALID' })
    }
    expect(await sessionRow(first, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    expect(first.deps.config.reminderLinkSecret).not.toBe(OLD_CONSTANT)
    expect(first.deps.config.reminderLinkSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('two instances on one database sign with the same generated secret and accept each other’s links', async () => {
    expect(second.deps.config.reminderLinkSecret).toBe(first.deps.config.reminderLinkSecret)
    const session = await paidSession(first)
    const fromFirst = reminderLinks(first.deps.config, session)
    const confirmed = await use(second, tokenOf(fromFirst.confirm))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const fromSecond = reminderLinks(second.deps.config, session)
    const cancelled = await use(first, tokenOf(fromSecond.cancel))
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await sessionRow(first, session.id)).toMatchObject({ status: 'CANCELLED' })
  })

  it('REMINDER_LINK_SECRET, when given, is the secret', async () => {
    const given = 'g'.repeat(48)
    const app = await createTestApp({ now: NOW, database: first.database, config: { reminderLinkSecret: given } })
    try {
      expect(app.deps.config.reminderLinkSecret).toBe(given)
    } finally {
      await app.close()
    }
  })
})

describe('the generated secret on the embedded engine', () => {
  it('is kept in the data directory: a restart signs and checks with the same one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-link-secret-'))
    try {
      const secrets: string[] = []
      for (let start = 0; start < 2; start += 1) {
        const database = await openPglite(dataDir)
        await database.migrate()
        const app = await createTestApp({ now: NOW, database })
        secrets.push(app.deps.config.reminderLinkSecret)
        await app.close()
        await database.close()
      }
      expect(secrets[0]).toBeTruthy()
      expect(secrets[1]).toBe(secrets[0])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
