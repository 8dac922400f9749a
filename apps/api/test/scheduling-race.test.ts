import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAvailability, createPatient, createProfessional, createService, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

// Real concurrency needs the PostgreSQL server (PGlite runs one statement at a time); CI sets TEST_DATABASE_URL.
describe.runIf(hasPostgresServer)('booking races on PostgreSQL', () => {
  let app: TestApp
  const patients: string[] = []
  const professionals: string[] = []
  let soloPatient = ''

  beforeAll(async () => {
    const database = await createTestDatabase({ poolSize: 20, forcePostgres: true })
    app = await createTestApp({ now: '2026-11-23T09:00:00.000Z', database })
    const db = database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
    for (let i = 0; i < 3; i += 1) {
      const p = await createProfessional(db, { email: `race.pro${i}@exemplo.com` })
      await createAvailability(db, p.id)
      professionals.push(p.id)
    }
    // Every patient already consented to online care with every professional (decision 034).
    const consentToAll = async (userId: string) => {
      for (const professionalId of professionals) await createTelehealthConsent(db, { userId, professionalId })
    }
    await consentToAll((await createPatient(db, { email: 'race.solo@exemplo.com' })).id)
    soloPatient = await logInAs(app, 'patient', 'race.solo@exemplo.com')
    for (let i = 0; i < 50; i += 1) {
      await consentToAll((await createPatient(db, { email: `race${i}@exemplo.com` })).id)
      patients.push(await logInAs(app, 'patient', `race${i}@exemplo.com`))
    }
  }, 120_000)
  afterAll(async () => {
    await app.close()
    await app.database.close()
  })

  const book = (cookie: string, professionalId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie },
      payload: { professional_id: professionalId, selected_date: '2026-11-30T12:00:00.000Z', is_online: true },
    })

  it('50 patients booking one hour at once: exactly one 201, 49 409s, no 5xx', async () => {
    const answers = await Promise.all(patients.map((cookie) => book(cookie, professionals[0]!)))
    const codes = answers.map((a) => a.statusCode)
    console.info(`race: ${codes.filter((c) => c === 201).length} booked, ${codes.filter((c) => c === 409).length} refused with 409`)
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(49)
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toMatch(/reservado/)
  })

  it('one patient booking two professionals at the same hour at once: one 201, one 409', async () => {
    const answers = await Promise.all([book(soloPatient, professionals[1]!), book(soloPatient, professionals[2]!)])
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([201, 409])
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('Você já tem uma consulta neste mesmo horário.')
  })
})
