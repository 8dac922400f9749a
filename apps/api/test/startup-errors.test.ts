import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { apiEntryArgs, freePort } from './helpers/server-process'

// A fatal start-up error is one line saying what to check (decision 071), never a stack trace; and
// `db:migrate` asks only for where the database is.

const apiDir = join(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-startup-errors-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Runs the server or `db:migrate` as `npm test` built it (else from the sources, see apiEntryArgs). */
function run(entry: 'server' | 'migrate', env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, apiEntryArgs(entry), {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')

describe('fatal start-up errors', () => {
  it('a database nobody listens on: one line naming its address and what to check', async () => {
    const port = await freePort()
    const { code, stderr } = await run('server', { NODE_ENV: 'test', PORT: String(await freePort()), SESSION_SECRET: 'y'.repeat(64), DATABASE_URL: `postgres://acolhe:segredo@127.0.0.1:${port}/acolhe` })
    expect(code).toBe(1)
    expect(lines(stderr)).toEqual([
      `Acolhe refused to start: cannot reach the database at 127.0.0.1:${port}/acolhe: nothing listens there (ECONNREFUSED); check DATABASE_URL and that PostgreSQL (or the pooler) is running`,
    ])
    expect(stderr).not.toContain('segredo')
  }, 60_000)

  it('an invalid variable: one line naming it', async () => {
    const { code, stderr } = await run('server', { NODE_ENV: 'test', PORT: 'porta', SESSION_SECRET: 'y'.repeat(64) })
    expect(code).toBe(1)
    expect(lines(stderr)).toHaveLength(1)
    expect(stderr).toMatch(/^Acolhe refused to start: PORT: /)
  }, 60_000)

  it('db:migrate in production needs no SESSION_SECRET; a database it cannot reach is one line', async () => {
    const port = await freePort()
    const { code, stderr } = await run('migrate', { NODE_ENV: 'production', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/acolhe` })
    expect(code).toBe(1)
    expect(lines(stderr)).toEqual([expect.stringMatching(new RegExp(`^Acolhe could not migrate: cannot reach the database at 127\\.0\\.0\\.1:${port}/acolhe: nothing listens there`))])
  }, 60_000)
})

describe.runIf(hasPostgresServer)('db:migrate in production (PostgreSQL)', () => {
  it('migrates with only DATABASE_URL', async () => {
    const database = await createTestDatabase({ forcePostgres: true, migrated: false })
    try {
      const { code, stdout, stderr } = await run('migrate', { NODE_ENV: 'production', DATABASE_URL: database.url ?? '' })
      expect(stderr).toBe('')
      expect(code).toBe(0)
      expect(stdout).toContain('Migration applied: 0000_extensions')
      expect(stdout).toMatch(/\d+ migration\(s\) applied\./)
    } finally {
      await database.close()
    }
  }, 120_000)
})
