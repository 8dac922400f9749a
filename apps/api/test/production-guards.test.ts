import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import type { Database } from '../src/db/client'
import { admins, patients, professionals } from '../src/db/schema/people'
import { services } from '../src/db/schema/catalogue'
import { prepareDatabaseOnStart } from '../src/seed/on-start'
import { seedDatabase } from '../src/seed/seed'
import { hashPassword } from '../src/modules/auth/passwords'
import { fixedClock } from '../src/lib/clock'
import { configurationProblems, databaseProblems } from '../src/startup/production-guards'
import { createTestDatabase } from './helpers/database'

const clock = fixedClock('2026-11-23T12:00:00.000Z')
let dataDir = ''
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acolhe-guards-'))
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const NOTES_KEY = Buffer.alloc(32, 7).toString('base64')
const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(64), CLINICAL_NOTES_KEYS: `k1:${NOTES_KEY}`, REMINDER_LINK_SECRET: 'r'.repeat(64), ...env }, { dataDir })
const mercadoPago = { PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADOPAGO_WEBHOOK_SECRET: 'segredo' }

describe('demo data defaults', () => {
  it('production seeds no demo data unless SEED_DEMO=1 is set; elsewhere it does by default', () => {
    expect(production().seedDemo).toBe(false)
    expect(production({ SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(production().demoMode).toBe(false)
    expect(production({ DEMO_MODE: '1' }).demoMode).toBe(true)
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV }, { dataDir }).seedDemo).toBe(true)
      expect(loadConfig({ NODE_ENV, SEED_DEMO: '0' }, { dataDir }).seedDemo).toBe(false)
    }
  })
})

describe('configuration refusals', () => {
  it('production without a payment provider refuses to start and says what to set', () => {
    const problems = configurationProblems(production())
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/PAYMENT_PROVIDER=mercadopago/)
    expect(problems[0]).toMatch(/MERCADOPAGO_ACCESS_TOKEN/)
    expect(problems[0]).toMatch(/DEMO_MODE=1/)
    expect(configurationProblems(production({ PAYMENT_PROVIDER: 'local' }))).toHaveLength(1)
  })

  it('production with Mercado Pago configured, or with DEMO_MODE=1, may start', () => {
    expect(configurationProblems(production(mercadoPago))).toEqual([])
    expect(configurationProblems(production({ DEMO_MODE: '1' }))).toEqual([])
    expect(configurationProblems(production({ DEMO_MODE: '1', SEED_DEMO: '1' }))).toEqual([])
  })

  it('Mercado Pago without an access token refuses to start, in any environment', () => {
    for (const config of [production({ PAYMENT_PROVIDER: 'mercadopago' }), loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'mercadopago' }, { dataDir })]) {
      const problems = configurationProblems(config)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/MERCADOPAGO_ACCESS_TOKEN/)
    }
  })

  it('API Pix starts in production with its six settings, and refuses to start without any of them', () => {
    const pix = {
      PAYMENT_PROVIDER: 'pix',
      PIX_API_URL: 'https://pix.banco.example/api/v2',
      PIX_OAUTH_TOKEN_URL: 'https://pix.banco.example/oauth/token',
      PIX_CLIENT_ID: 'acolhe',
      PIX_CLIENT_SECRET: 'segredo-do-cliente',
      PIX_KEY: '11222333000181',
      PIX_WEBHOOK_SECRET: 'w'.repeat(40),
    }
    expect(configurationProblems(production(pix))).toEqual([])
    expect(production(pix).pix).toMatchObject({ apiUrl: 'https://pix.banco.example/api/v2', key: '11222333000181' })
    for (const missing of Object.keys(pix).filter((name) => name !== 'PAYMENT_PROVIDER')) {
      const without = production(Object.fromEntries(Object.entries(pix).filter(([name]) => name !== missing)))
      const problems = configurationProblems(without)
      expect(problems, missing).toHaveLength(1)
      expect(problems[0]).toMatch(/PAYMENT_PROVIDER=pix needs/)
    }
  })

  it('SEED_DEMO=1 in production needs DEMO_MODE=1', () => {
    const problems = configurationProblems(production({ ...mercadoPago, SEED_DEMO: '1' }))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/SEED_DEMO/)
  })

  it('production needs its own secret for the reminder links; WhatsApp needs the secret of its webhook', () => {
    const withoutSecret = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(64), CLINICAL_NOTES_KEYS: `k1:${NOTES_KEY}`, ...mercadoPago }, { dataDir })
    expect(configurationProblems(withoutSecret)).toEqual([expect.stringMatching(/REMINDER_LINK_SECRET/)])
    const whatsapp = { WHATSAPP_PHONE_NUMBER_ID: '1234', WHATSAPP_ACCESS_TOKEN: 'token' }
    expect(configurationProblems(production({ ...mercadoPago, ...whatsapp }))).toEqual([expect.stringMatching(/WHATSAPP_APP_SECRET/)])
    expect(configurationProblems(production({ ...mercadoPago, ...whatsapp, WHATSAPP_APP_SECRET: 'app-secret' }))).toEqual([])
  })

  it('development and test start with the local provider and the demo seed', () => {
    expect(configurationProblems(loadConfig({ NODE_ENV: 'development' }, { dataDir }))).toEqual([])
    expect(configurationProblems(loadConfig({ NODE_ENV: 'test' }, { dataDir }))).toEqual([])
  })
})

describe('clinical notes keys', () => {
  it('production without CLINICAL_NOTES_KEYS refuses to start, demo installs too; elsewhere a development key is used', () => {
    for (const env of [mercadoPago, { DEMO_MODE: '1' }]) {
      const problems = configurationProblems(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(64), REMINDER_LINK_SECRET: 'r'.repeat(64), ...env }, { dataDir }))
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/CLINICAL_NOTES_KEYS/)
    }
    expect(configurationProblems(production(mercadoPago))).toEqual([])
    const development = loadConfig({ NODE_ENV: 'development' }, { dataDir }).clinicalNotes
    expect(development?.currentKeyId).toBe('dev')
    expect(development?.keys.get('dev')).toHaveLength(32)
  })

  it('reads id:key pairs and the current id, and refuses malformed keys at once', () => {
    const other = Buffer.alloc(32, 9).toString('base64')
    const keys = production({ CLINICAL_NOTES_KEYS: `k1:${NOTES_KEY}, k2:${other}`, CLINICAL_NOTES_CURRENT_KEY: 'k2' }).clinicalNotes
    expect(keys?.currentKeyId).toBe('k2')
    expect([...(keys?.keys.keys() ?? [])]).toEqual(['k1', 'k2'])
    expect(production().clinicalNotes?.currentKeyId).toBe('k1')
    expect(() => production({ CLINICAL_NOTES_KEYS: `k1:${NOTES_KEY},k2:${other}` })).toThrow(/CLINICAL_NOTES_CURRENT_KEY/)
    expect(() => production({ CLINICAL_NOTES_CURRENT_KEY: 'k9' })).toThrow(/not in CLINICAL_NOTES_KEYS/)
    expect(() => production({ CLINICAL_NOTES_KEYS: 'k1:c2hvcnQ=' })).toThrow(/32 bytes/)
    expect(() => production({ CLINICAL_NOTES_KEYS: NOTES_KEY })).toThrow(/id:base64/)
    expect(() => production({ CLINICAL_NOTES_KEYS: `k1:${NOTES_KEY},k1:${other}`, CLINICAL_NOTES_CURRENT_KEY: 'k1' })).toThrow(/twice/)
  })
})

describe('demo logins in a production database', () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it('a fresh production install gets only the service catalogue and may start', async () => {
    database = await createTestDatabase()
    const config = production(mercadoPago)
    expect(await prepareDatabaseOnStart({ db: database.db, clock, config })).toEqual({ seeded: 'catalogue' })
    expect((await database.db.select({ n: count() }).from(services))[0]?.n).toBe(6)
    for (const table of [admins, patients, professionals]) expect((await database.db.select({ n: count() }).from(table))[0]?.n).toBe(0)
    expect(await databaseProblems(database.db, config)).toEqual([])
  })

  it('refuses to start while demo logins still accept the demo password, unless DEMO_MODE=1', async () => {
    database = await createTestDatabase()
    await seedDatabase(database.db, { demo: true })
    const problems = await databaseProblems(database.db, production(mercadoPago))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/admin@acolhe\.local/)
    expect(problems[0]).toMatch(/paciente@acolhe\.local/)
    expect(await databaseProblems(database.db, production({ DEMO_MODE: '1' }))).toEqual([])
    // Outside production the demo logins are the point.
    expect(await databaseProblems(database.db, loadConfig({ NODE_ENV: 'test' }, { dataDir }))).toEqual([])
  })

  it('may start once every demo login has a new password', async () => {
    database = await createTestDatabase()
    await seedDatabase(database.db, { demo: true })
    const passwordHash = await hashPassword('Outra-Senha-Forte-9')
    await database.db.update(admins).set({ passwordHash }).where(eq(admins.email, 'admin@acolhe.local'))
    await database.db.update(patients).set({ passwordHash })
    const left = await databaseProblems(database.db, production(mercadoPago))
    expect(left[0]).not.toMatch(/admin@acolhe\.local|paciente@acolhe\.local/)
    expect(left[0]).toMatch(/psicologa@acolhe\.local/)
    await database.db.update(professionals).set({ passwordHash })
    expect(await databaseProblems(database.db, production(mercadoPago))).toEqual([])
  })
})
