import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import type { Database } from '../src/db/client'
import { availabilitySlots } from '../src/db/schema/calendar'
import { faqQuestions, services } from '../src/db/schema/catalogue'
import { clinicAddresses, clinics } from '../src/db/schema/clinics'
import { admins, patients, professionals } from '../src/db/schema/people'
import { prepareDatabaseOnStart } from '../src/seed/on-start'
import { DEMO_LOGINS, seedDatabase } from '../src/seed/seed'
import { fixedClock } from '../src/lib/clock'
import { createTestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { createTestDatabase } from './helpers/database'

const clock = fixedClock('2026-11-23T12:00:00.000Z')
const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, { dataDir: '/tmp/acolhe-seed-test', sessionSecret: 'x'.repeat(64) })
type CountedTable = typeof patients | typeof professionals | typeof admins | typeof services | typeof clinics | typeof faqQuestions | typeof availabilitySlots
const rows = async (database: Database, table: CountedTable) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0

// Each test seeds the whole demo (dozens of argon2 hashes, months of sessions) into a fresh database; on
// embedded PGlite under a busy machine that took over the 30 s default, so a slow host failed a correct seed.
describe('seed on an empty database', { timeout: 240_000 }, () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it('loads the demo data: logins, clinics with addresses, services, 8 FAQ items, weekly hours', async () => {
    database = await createTestDatabase()
    const report = await prepareDatabaseOnStart({ db: database.db, clock, config: configWith({}) })
    expect(report).toEqual({ seeded: 'demo' })

    const byType = await database.db.select().from(services)
    expect(byType.map((s) => [s.professionalType, s.sessionType, s.valueCents]).sort()).toEqual(
      [
        ['DOCTOR_POSTGRADUATE', 'DEFAULT', 25000],
        ['DOCTOR_POSTGRADUATE', 'RETURN', 0],
        ['PSYCHIATRIST', 'DEFAULT', 30000],
        ['PSYCHIATRIST', 'RETURN', 0],
        ['PSYCHOLOGIST', 'DEFAULT', 15000],
        ['PSYCHOLOGIST', 'RETURN', 0],
      ].sort(),
    )
    expect(await rows(database, faqQuestions)).toBe(8)
    expect(await rows(database, clinics)).toBe(2)
    expect((await database.db.select().from(clinicAddresses)).every((a) => a.city === 'São Paulo')).toBe(true)

    const [psychologist] = await database.db.select().from(professionals).where(eq(professionals.email, 'psicologa@acolhe.local'))
    expect(psychologist).toMatchObject({ authorized: true, serviceModality: 'HYBRID', professionalType: 'PSYCHOLOGIST', crmOrCrp: '06/123456' })
    expect(psychologist?.clinicId).not.toBeNull()
    const [psychiatrist] = await database.db.select().from(professionals).where(eq(professionals.email, 'psiquiatra@acolhe.local'))
    expect(psychiatrist).toMatchObject({ authorized: true, serviceModality: 'FULL_REMOTE', allowReturns: true, professionalType: 'PSYCHIATRIST' })
    const [pending] = await database.db.select().from(professionals).where(eq(professionals.email, 'pendente@acolhe.local'))
    expect(pending?.authorized).toBe(false)
    const [patient] = await database.db.select().from(patients).where(eq(patients.email, 'paciente@acolhe.local'))
    expect(patient?.isComplete).toBe(true)

    const slots = await database.db.select().from(availabilitySlots).where(eq(availabilitySlots.professionalId, psychologist?.id ?? ''))
    expect(slots.map((s) => `${s.weekDay} ${s.startTime}-${s.endTime}`).sort()).toEqual(
      [1, 2, 3, 4, 5].flatMap((d) => [`${d} 0800-1200`, `${d} 1400-1800`]).sort(),
    )
    expect(await database.db.select().from(availabilitySlots).where(eq(availabilitySlots.professionalId, pending?.id ?? ''))).toHaveLength(0)
  })

  it('shows each council rule in the demo profiles: a CRP PJ, CRM/UF with RQE, courses shown NÃO ESPECIALISTA', async () => {
    database = await createTestDatabase()
    await seedDatabase(database.db, { demo: true })
    const app = await createTestApp({ database })
    try {
      // What a visitor's card and profile show (GET /api/professional/:id), for three demo professionals.
      const lineOf = async (email: string) => {
        const [row] = await database!.db.select({ id: professionals.id }).from(professionals).where(eq(professionals.email, email))
        const reply = await app.inject({ method: 'GET', url: `/api/professional/${row?.id ?? ''}` })
        expect(reply.statusCode).toBe(200)
        return (reply.json() as { registration_label: string }).registration_label
      }
      expect(await lineOf('fernanda.oliveira@acolhe.local')).toBe('Psicóloga · CRP 06/234567 (SP) · CRP PJ 06/4321')
      expect(await lineOf('marcelo.nunes@acolhe.local')).toBe('Médico psiquiatra · CRM/SP 345678 · RQE 56789 · Pós-graduação em Dependência Química — NÃO ESPECIALISTA')
      expect(await lineOf('patricia.gomes@acolhe.local')).toBe('Médica · CRM/SP 234567 · Pós-graduação em Saúde Mental — NÃO ESPECIALISTA')
    } finally {
      await app.close()
    }
  })

  it('is idempotent: seeding again adds nothing', async () => {
    database = await createTestDatabase()
    await seedDatabase(database.db, { demo: true })
    const tables = [patients, professionals, admins, services, clinics, faqQuestions, availabilitySlots] as const
    const before = await Promise.all(tables.map((table) => rows(database!, table)))
    await seedDatabase(database.db, { demo: true })
    expect(await Promise.all(tables.map((table) => rows(database!, table)))).toEqual(before)
  })

  it('with SEED_DEMO=0 loads only the service catalogue', async () => {
    database = await createTestDatabase()
    const report = await prepareDatabaseOnStart({ db: database.db, clock, config: configWith({ SEED_DEMO: '0' }) })
    expect(report).toEqual({ seeded: 'catalogue' })
    expect(await rows(database, services)).toBe(6)
    for (const table of [patients, professionals, admins, clinics, faqQuestions] as const) expect(await rows(database, table)).toBe(0)
  })

  it('leaves a database in use alone and creates the ADMIN_EMAIL admin once', async () => {
    database = await createTestDatabase()
    const config = configWith({ SEED_DEMO: '0', ADMIN_EMAIL: 'Dona@Acolhe.com.br', ADMIN_PASSWORD: 'Inicial123' })
    expect(await prepareDatabaseOnStart({ db: database.db, clock, config })).toEqual({ seeded: 'catalogue', bootstrapAdmin: 'created' })
    expect(await prepareDatabaseOnStart({ db: database.db, clock, config: { ...config, seedDemo: true } })).toEqual({ seeded: 'none', bootstrapAdmin: 'exists' })
    expect(await rows(database, admins)).toBe(1)
    expect(await rows(database, faqQuestions)).toBe(0)
  })
})

describe('demo logins', () => {
  it('every demo account logs in with Acolhe123, the bootstrap admin with its own password', async () => {
    const app = await createTestApp({ config: { bootstrapAdmin: { email: 'dona@acolhe.com.br', password: 'Inicial123' } } })
    try {
      await prepareDatabaseOnStart(app.deps)
      for (const login of DEMO_LOGINS) {
        const kind = login.email.startsWith('admin') ? 'admin' : login.email.startsWith('paciente') ? 'patient' : 'professional'
        await expect(logInAs(app, kind, login.email, 'Acolhe123')).resolves.toContain('acolhe_session=')
      }
      await expect(logInAs(app, 'admin', 'dona@acolhe.com.br', 'Inicial123')).resolves.toContain('acolhe_session=')
    } finally {
      await app.close()
    }
  })
})
