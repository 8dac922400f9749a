import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { runOnServer } from './helpers/postgres-server'
import { dropLeftoverDatabases, dropRunDatabases, runDatabaseNames } from './setup/run-databases'

// A run's test databases on the PostgreSQL server live until its end and are dropped there together; a
// killed run's are dropped by a later run once they are six hours old (decision 130).

const serverUrl = process.env.TEST_DATABASE_URL ?? ''
/** The clock these tests pretend it is: runs started after it (this one included) are younger than any age. */
const NOW = Date.UTC(2026, 10, 23, 12)
const HOUR = 3_600_000

async function existing(names: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1)', [names])
    return result.rows.map((row) => row.datname).sort()
  } finally {
    await client.end()
  }
}

const random = () => randomBytes(3).toString('hex')

describe.runIf(hasPostgresServer)("a run's test databases", () => {
  it("a closed test database carries the run's prefix and stays until the run's end", async () => {
    const database = await createTestDatabase({ forcePostgres: true })
    const name = new URL(database.url ?? '').pathname.slice(1)
    await database.close()
    const prefix = inject('postgresDatabasePrefix')
    expect(prefix).toMatch(/^acolhe_t_[0-9a-z]+_[0-9a-f]{6}_$/)
    expect(name.startsWith(prefix ?? '-')).toBe(true)
    expect(await existing([name])).toEqual([name])
  })

  it("the run's end drops every database with its prefix and no other", async () => {
    const { prefix } = runDatabaseNames(NOW, random())
    const ours = [`${prefix}a`, `${prefix}b`, `${prefix}c`]
    const other = `${runDatabaseNames(NOW, random()).prefix}a`
    for (const name of [...ours, other]) await runOnServer(serverUrl, `CREATE DATABASE ${name}`)
    try {
      await dropRunDatabases(serverUrl, prefix)
      expect(await existing([...ours, other])).toEqual([other])
    } finally {
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${other} WITH (FORCE)`)
    }
  })

  it('a later run drops the templates and copies of runs over six hours old, and keeps younger ones and other names', async () => {
    const old = runDatabaseNames(NOW - 7 * HOUR, random())
    const young = runDatabaseNames(NOW - 5 * HOUR, random())
    // Named as the helpers name them, and one other database that only starts like them (a bench's kept one).
    const lookalike = `acolhe_t_${(NOW - 7 * HOUR).toString(36)}_kept`
    const names = [old.template, `${old.prefix}0123abcd`, young.template, `${young.prefix}0123abcd`, lookalike]
    for (const name of names) await runOnServer(serverUrl, `CREATE DATABASE ${name}`)
    try {
      await dropLeftoverDatabases(serverUrl, NOW)
      expect(await existing(names)).toEqual([young.template, `${young.prefix}0123abcd`, lookalike].sort())
    } finally {
      for (const name of names) await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  })
})
