import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client'
import { sessions } from '../src/db/schema/sessions'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { uniqueViolationOf } from '../src/lib/db-errors'
import { createTestDatabase } from './helpers/database'

// No double booking, ever (docs/product/consultation-lifecycle.md, docs/scheduling.md): the database itself
// refuses two non-cancelled sessions of one professional at the same start, and likewise two of one patient. Proved here below the
// application, with two inserts racing (truly in parallel when TEST_DATABASE_URL names a server).

describe('the database refuses double booking', () => {
  let database: Database
  let serviceId: string
  const start = new Date('2026-12-01T13:00:00.000Z')

  beforeAll(async () => {
    database = await createTestDatabase()
    serviceId = (await createService(database.db)).id
  })
  afterAll(async () => {
    await database.close()
  })

  function expectOneWinner(results: PromiseSettledResult<unknown>[], constraint: string) {
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(rejected).toHaveLength(1)
    expect(uniqueViolationOf(rejected[0]?.reason)).toBe(constraint)
  }

  it('two parallel inserts of one professional at one start: exactly one succeeds', async () => {
    const professional = await createProfessional(database.db)
    const [ana, bia] = await Promise.all([createPatient(database.db), createPatient(database.db)])
    const results = await Promise.allSettled(
      [ana, bia].map((patient) => createSession(database.db, { userId: patient.id, professionalId: professional.id, serviceId, selectedDate: start })),
    )
    expectOneWinner(results, 'sessions_professional_start_live_unique')
    expect(await database.db.select().from(sessions).where(eq(sessions.professionalId, professional.id))).toHaveLength(1)
  })

  it('two parallel inserts of one patient at one start with two professionals: exactly one succeeds', async () => {
    const patient = await createPatient(database.db)
    const [carla, davi] = await Promise.all([createProfessional(database.db), createProfessional(database.db)])
    const results = await Promise.allSettled(
      [carla, davi].map((professional) => createSession(database.db, { userId: patient.id, professionalId: professional.id, serviceId, selectedDate: start })),
    )
    expectOneWinner(results, 'sessions_patient_start_live_unique')
  })

  it('a CANCELLED session does not block the hour', async () => {
    const professional = await createProfessional(database.db)
    const patient = await createPatient(database.db)
    await createSession(database.db, { userId: patient.id, professionalId: professional.id, serviceId, selectedDate: start, status: 'CANCELLED' })
    const other = await createPatient(database.db)
    await expect(
      createSession(database.db, { userId: other.id, professionalId: professional.id, serviceId, selectedDate: start }),
    ).resolves.toMatchObject({ status: 'CREATED' })
    const anotherProfessional = await createProfessional(database.db)
    await expect(
      createSession(database.db, { userId: patient.id, professionalId: anotherProfessional.id, serviceId, selectedDate: start }),
    ).resolves.toMatchObject({ status: 'CREATED' })
  })
})
