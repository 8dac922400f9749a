import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patients, professionals } from '../src/db/schema/people'
import type { Database } from '../src/db/client'
import { createPatient, createProfessional } from '../src/seed/factories'
import type { TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { startTwoInstances, type TwoInstances } from './helpers/two-instances'

// Decision 109 keeps the session lookup in the database on every request rather than in a per-instance
// cache: a logout, a ban or a revocation written by one instance (or by hand) must refuse the very next
// request on every other instance. Two apps on one database stand for two instances; each request below
// is the first after the write, with no waiting.

describe('a session ended on one instance is refused at once on another', () => {
  let instances: TwoInstances
  let database: Database
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    instances = await startTwoInstances()
    ;({ database, first, second } = instances)
  })
  afterAll(async () => {
    await instances?.close()
  })

  const mine = (app: TestApp, cookie: string) => app.inject({ method: 'GET', url: '/api/session/me', headers: { cookie } })

  it('logout on the first instance: the second refuses the cookie at its next request', async () => {
    const patient = await createPatient(database.db, { email: 'revogada@example.com' })
    const cookie = await logInAs(first, 'patient', patient.email)
    // The second instance has served this cookie already (anything it might keep, it has).
    expect((await mine(second, cookie)).statusCode).toBe(200)
    expect((await mine(second, cookie)).statusCode).toBe(200)

    expect((await first.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } })).statusCode).toBe(204)
    const refused = await mine(second, cookie)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ message: expect.any(String) })
  })

  it('a ban written to the database by another instance ends the professional\'s access at the next request', async () => {
    const professional = await createProfessional(database.db, { email: 'banida@example.com' })
    const cookie = await logInAs(second, 'professional', professional.email)
    expect((await mine(second, cookie)).statusCode).toBe(200)

    await database.db.update(professionals).set({ banned: true }).where(eq(professionals.id, professional.id))
    expect((await mine(second, cookie)).statusCode).toBe(401)
  })

  it('a patient deleted elsewhere is out at the next request', async () => {
    const patient = await createPatient(database.db, { email: 'apagada@example.com' })
    const cookie = await logInAs(second, 'patient', patient.email)
    expect((await mine(second, cookie)).statusCode).toBe(200)

    await database.db.update(patients).set({ deletedAt: new Date('2026-11-23T12:00:00Z') }).where(eq(patients.id, patient.id))
    expect((await mine(second, cookie)).statusCode).toBe(401)
  })
})
