import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD } from '../src/seed/factories'
import { hasPostgresServer } from './helpers/database'
import { httpLogIn, httpReader, viewsOf, type Person } from './helpers/person-views'
import { checkOutPreviousRelease, hasPreviousRelease, PREVIOUS_RELEASE } from './helpers/previous-release'
import { newServerDatabase } from './helpers/release'
import { freePort, httpClient, startServerProcess } from './helpers/server-process'

// An upgrade as a clinic does it (decision 076): the previous release (84bed92) runs on PostgreSQL and
// people use it through its API — a paid consultation, one paid and cancelled with its refund to
// balance, an unpaid hold — then it stops and this release starts on the same database. Every row the
// old release wrote is still there with the same values, every person sees the same sessions, balance
// and actions (what the old answers held, the new ones hold alike), and the payments made before the
// Receita Saúde entries existed have theirs. CI requires it (DEPLOY_TESTS_REQUIRED=1); it needs the
// repository's history and a PostgreSQL server.
const required = process.env.DEPLOY_TESTS_REQUIRED === '1'
const INSTANT = '2026-11-23T12:00:00.000Z'
const SECRET = 'u'.repeat(64)
const work = mkdtempSync(join(tmpdir(), 'acolhe-upgrade-'))

type Rows = Record<string, Map<string, Record<string, unknown>>>

/** Every row of every table, by its id (or its whole text when it has none). */
async function snapshot(url: string): Promise<Rows> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1")).rows
    const rows: Rows = {}
    for (const { name } of tables) {
      const result = await client.query<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from "${name}" t`)
      rows[name] = new Map(result.rows.map(({ row }) => [typeof row.id === 'string' ? row.id : JSON.stringify(row), row]))
    }
    return rows
  } finally {
    await client.end()
  }
}

/** `after` holds everything `before` held: same keys with the same values, recursively (new keys may be added). */
function missingFrom(before: unknown, after: unknown, path: string): string[] {
  if (Array.isArray(before)) {
    if (!Array.isArray(after) || after.length !== before.length) return [`${path}: ${JSON.stringify(before)?.slice(0, 200)} became ${JSON.stringify(after)?.slice(0, 200)}`]
    // Lists of things with ids are compared by id: this release orders the session lists upcoming first.
    const byId = (item: unknown) => (item && typeof item === 'object' && 'id' in item ? String(item.id) : undefined)
    if (before.every((item) => byId(item) !== undefined)) {
      return before.flatMap((item) => missingFrom(item, after.find((other) => byId(other) === byId(item)), `${path}[id ${byId(item)}]`))
    }
    return before.flatMap((item, index) => missingFrom(item, after[index], `${path}[${index}]`))
  }
  if (before && typeof before === 'object') {
    if (!after || typeof after !== 'object' || Array.isArray(after)) return [`${path}: became ${JSON.stringify(after)}`]
    const next = after as Record<string, unknown>
    return Object.entries(before).flatMap(([key, value]) => (key in next ? missingFrom(value, next[key], `${path}.${key}`) : [`${path}.${key}: gone`]))
  }
  return before === after ? [] : [`${path}: ${JSON.stringify(before)} became ${JSON.stringify(after)}`]
}

describe.runIf(hasPostgresServer && (hasPreviousRelease() || required))(`upgrade from the previous release (${PREVIOUS_RELEASE}) on PostgreSQL`, () => {
  let database: Awaited<ReturnType<typeof newServerDatabase>>
  let oldServer: ChildProcess | undefined
  const people: Person[] = [
    { kind: 'patient', email: 'paciente@acolhe.local', password: DEFAULT_PASSWORD },
    { kind: 'professional', email: 'psicologa@acolhe.local', password: DEFAULT_PASSWORD },
    { kind: 'admin', email: 'admin@acolhe.local', password: DEFAULT_PASSWORD },
  ]
  let before: Record<string, unknown> = {}
  let rowsBefore: Rows = {}
  const sessionIds: Record<'paid' | 'refunded' | 'hold', string> = { paid: '', refunded: '', hold: '' }

  beforeAll(async () => {
    database = await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_upgrade')
    const apiDir = checkOutPreviousRelease(join(work, 'previous'))
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    let log = ''
    oldServer = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', TEST_CLOCK_CONTROL: '1', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, DATABASE_URL: database.url, SESSION_SECRET: SECRET, DATA_DIR: join(work, 'previous-data'), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    oldServer.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    oldServer.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    for (let i = 0; ; i++) {
      if (oldServer.exitCode !== null || i > 600) throw new Error(`the previous release did not start:\n${log}`)
      if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const anyone = httpClient(baseUrl, { origin: baseUrl })
    expect((await anyone('PUT', '/api/test-support/clock', { now: INSTANT })).status).toBe(200)

    // What people did with the previous release, through its API.
    const patient = httpClient(baseUrl, { origin: baseUrl })
    expect((await patient('POST', '/api/user/login', { email: people[0]?.email, password: DEFAULT_PASSWORD })).status).toBe(200)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const professionalId = (await client.query<{ id: string }>("select id from professionals where email = 'psicologa@acolhe.local'")).rows[0]?.id
    await client.end()
    const book = async (selectedDate: string) => {
      const booked = await patient('POST', '/api/session', { professional_id: professionalId, selected_date: selectedDate, is_online: true })
      if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.json)}`)
      return (booked.json as { id: string }).id
    }
    const checkout = async (sessionId: string) => {
      const answer = await patient('GET', `/api/session/${sessionId}/checkout-url`)
      const paymentId = /\/pagamento\/local\/([0-9a-f-]{36})$/.exec((answer.json as { url: string }).url)?.[1]
      if (!paymentId) throw new Error(`no local checkout: ${JSON.stringify(answer.json)}`)
      return paymentId
    }
    const pay = async (sessionId: string) => {
      const decided = await patient('POST', `/api/payments/local/${await checkout(sessionId)}/decision`, { method: 'PIX', approved: true })
      if (decided.status !== 200) throw new Error(`payment failed: ${decided.status} ${JSON.stringify(decided.json)}`)
    }
    // Wednesday, Thursday and Friday at 10:00 in Brasília, days after the pinned instant.
    sessionIds.paid = await book('2026-11-25T13:00:00.000Z')
    await pay(sessionIds.paid)
    // The hold before the refund: with balance the checkout would be paid from it.
    sessionIds.hold = await book('2026-11-27T13:00:00.000Z')
    await checkout(sessionIds.hold)
    sessionIds.refunded = await book('2026-11-26T13:00:00.000Z')
    await pay(sessionIds.refunded)
    const cancelled = await patient('PATCH', `/api/session/${sessionIds.refunded}/status`, { status: 'CANCELLED' })
    expect(cancelled.status).toBe(200)

    before = await viewsOf(people, httpLogIn(baseUrl), httpReader(baseUrl))
    rowsBefore = await snapshot(database.url)
    const exited = new Promise((resolve) => oldServer?.once('exit', resolve))
    oldServer.kill('SIGTERM')
    await exited
  }, 300_000)

  afterAll(async () => {
    if (oldServer?.exitCode === null) oldServer.kill('SIGKILL')
    await database?.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('keeps every row and what every person sees; pays the receipts the old payments never had', async () => {
    const server = await startServerProcess({ DATABASE_URL: database.url, SESSION_SECRET: SECRET, DATA_DIR: join(work, 'current-data'), TEST_CLOCK_CONTROL: '1', TEST_CLOCK_START: INSTANT })
    try {
      const log = server.log.join('')
      expect(log).toContain('Migration applied: 0004_')
      expect(log).toContain('Receita Saúde entries written for 2 payment(s) made before receipts existed')

      const rowsAfter = await snapshot(database.url)
      const lost: string[] = []
      let compared = 0
      for (const [table, rows] of Object.entries(rowsBefore)) {
        for (const [id, row] of rows) {
          compared += 1
          const now = rowsAfter[table]?.get(id)
          if (!now) lost.push(`${table} ${id}: gone`)
          else lost.push(...missingFrom(row, now, `${table} ${id}`))
        }
      }
      expect(lost).toEqual([])
      console.info(`upgrade ${PREVIOUS_RELEASE} → this tree: ${Object.keys(rowsBefore).length} tables, ${compared} rows compared column by column, all intact (${Object.entries(rowsBefore).filter(([, r]) => r.size > 0).map(([t, r]) => `${t} ${r.size}`).join(', ')})`)

      const after = await viewsOf(people, httpLogIn(server.baseUrl), httpReader(server.baseUrl))
      const changed = Object.entries(before).flatMap(([view, answer]) => missingFrom(answer, after[view], view))
      // One change is intended, not a loss: a patient receives the room's link only when the professional
      // admits them from the waiting room (decision 091), so the patient's session answers carry
      // meets_url null where the previous release sent the room's address. The professional's keep it.
      const intended = (line: string) => /^patient \S+ GET \/api\/session\/me.*\.meets_url: "[^"]+" became null$/.test(line)
      expect(changed.filter((line) => !intended(line))).toEqual([])
      console.info(`upgrade: ${Object.keys(before).length} views of ${people.length} people (sessions, balance, actions) answer as before`)

      const professional = httpClient(server.baseUrl)
      await professional('POST', '/api/professional-private/login', { email: 'psicologa@acolhe.local', password: DEFAULT_PASSWORD })
      const receipts = (await professional('GET', '/api/professional-private/me/tax-receipts')).json as { data: { session_id: string; status: string }[] }
      expect(receipts.data.map((entry) => [entry.session_id, entry.status]).sort()).toEqual(
        [
          [sessionIds.paid, 'PENDING'],
          [sessionIds.refunded, 'NOT_NEEDED'],
        ].sort(),
      )
      console.info('upgrade: Receita Saúde entries backfilled: the paid consultation pending, the refunded one not needed, none for the unpaid hold')
    } finally {
      await server.kill('SIGTERM')
    }
  }, 240_000)
})
