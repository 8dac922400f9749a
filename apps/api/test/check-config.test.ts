import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { runCheckConfig } from '../src/cli/check-config-command'
import { journalEntries } from '../src/db/migration-status'
import { hasPostgresServer } from './helpers/database'
import { newServerDatabase, productionSettings } from './helpers/release'
import { apiEntryArgs, startServerProcess } from './helpers/server-process'

// `npm run admin -- check-config` reads the settings as the server does and lists every problem at
// once, touching no data; the server refuses with the same lines; and a start says where the data is,
// names each migration it applies and how to create the first admin.
const apiDir = join(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'acolhe-check-config-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function check(env: Record<string, string>, cwd = work) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCheckConfig(env, cwd, { info: (line) => out.push(line), error: (line) => err.push(line) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

// Five settings wrong at once, each a different kind of mistake.
const broken = {
  NODE_ENV: 'production',
  PORT: 'oitenta',
  TRUST_PROXY: 'true',
  CLINICAL_NOTES_KEYS: 'k1:curta',
  MEETING_JWT_APP_ID: 'acolhe',
  DATA_DIR: join(work, 'data'),
}
/** `host:port` of a database URL, as the start-up log and check-config name it. */
const serverOf = (url: string) => `${new URL(url).hostname}:${new URL(url).port || '5432'}`
const brokenLines = ['PORT:', 'TRUST_PROXY must be', 'CLINICAL_NOTES_KEYS: key k1 must be 32 bytes', 'MEETING_JWT_SECRET and MEETING_JWT_APP_ID must be set together', 'SESSION_SECRET is required']

describe('check-config', () => {
  it('lists every problem of the settings at once, exit 1', async () => {
    const result = await check(broken)
    expect(result.code).toBe(1)
    for (const line of brokenLines) expect(result.err).toContain(line)
    expect(result.err).toContain('5 problem(s)')
    console.info(`check-config: ${brokenLines.length} broken settings reported in one run`)
  })

  it('settings that parse: lists every production refusal at once', async () => {
    const { PAYMENT_PROVIDER: _payment, MERCADOPAGO_ACCESS_TOKEN: _token, CLINICAL_NOTES_KEYS: _keys, REMINDER_LINK_SECRET: _secret, ...rest } = productionSettings()
    const result = await check({ ...rest, SEED_DEMO: '1', DATA_DIR: join(work, 'data') })
    expect(result.code).toBe(1)
    for (const refusal of ['No payment provider', 'SEED_DEMO=1', 'CLINICAL_NOTES_KEYS is required', 'REMINDER_LINK_SECRET is required']) expect(result.err).toContain(refusal)
    expect(result.out).toContain('PUBLIC_URL is not https://')
  })

  it('names the embedded database left where versions before 1.0.0 kept it', async () => {
    const checkout = join(work, 'checkout')
    mkdirSync(join(checkout, 'apps/api/data/pglite'), { recursive: true })
    const { DATA_DIR: _dataDir, ...env } = { ...productionSettings(), DATA_DIR: '' }
    const result = await check({ ...env, PUBLIC_URL: 'https://agenda.clinica.com.br' }, checkout)
    expect(result.err).toContain(`the embedded database is in ${join(checkout, 'apps/api/data')}`)
  })

  it.runIf(hasPostgresServer)('on PostgreSQL: says which migrations the next start applies, and applies none', async () => {
    const database = await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_check')
    try {
      const result = await check({ ...productionSettings(), PUBLIC_URL: 'https://agenda.clinica.com.br', DATABASE_URL: database.url })
      expect(result.err).toBe('')
      expect(result.code).toBe(0)
      const tags = journalEntries().map((entry) => entry.tag)
      expect(result.out).toContain(`the next start applies ${tags.length} migration(s): ${tags.join(', ')}`)
      expect(result.out).toContain(`Data: PostgreSQL database ${database.name} on ${serverOf(database.url)}`)
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      const tables = await client.query("select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')")
      await client.end()
      expect(tables.rows[0]).toEqual({ n: 0 })
    } finally {
      await database.drop()
    }
  })
})

describe('the server with the same settings', () => {
  it('refuses to start with every problem check-config lists, one line each', async () => {
    const child = spawn(process.execPath, apiEntryArgs('server'), { cwd: apiDir, env: { PATH: process.env.PATH ?? '', ...broken }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    for (const line of brokenLines) expect(stderr).toMatch(new RegExp(`Acolhe refused to start: ${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  })

  it('says where the data is, names each migration it applies and how to create the first admin', async () => {
    const database = hasPostgresServer ? await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_startlog') : undefined
    const dataDir = join(work, 'start-log')
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '0', ...(database ? { DATABASE_URL: database.url } : {}) })
    try {
      // The hint is printed just after the server starts listening, so its line may reach us a moment after
      // the health check that startServerProcess waited for answered.
      await vi.waitFor(() => expect(server.log.join('')).toContain('No active admin yet'), { timeout: 15_000 })
      const log = server.log.join('')
      expect(log).toContain(database ? `Data: PostgreSQL database ${database.name} on ${serverOf(database.url)} as postgres` : `Data: embedded database (PGlite) in ${join(dataDir, 'pglite')}`)
      const applied = [...log.matchAll(/Migration applied: (\S+)/g)].map((match) => match[1])
      expect(applied).toEqual(journalEntries().map((entry) => entry.tag))
      expect(log).toContain('No active admin yet: create the first one with `deploy/acolhe-admin create --email')
      console.info(`start-up log: data location, ${applied.length} migrations named, first-admin hint`)
    } finally {
      await server.kill('SIGTERM')
      await database?.drop()
    }
  }, 120_000)
})
