import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

// The server keeps running when PostgreSQL ends its idle connections (a restart, a failover, an
// administrator's pg_terminate_backend): the pool forgets them and the next query reconnects.

describe.skipIf(!hasPostgresServer)('PostgreSQL connection pool', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 3, forcePostgres: true })
  })
  afterAll(async () => {
    await database.close()
  })

  it('runs every pooled connection without JIT and with random reads priced as in memory (decision 062)', async () => {
    const settings = await Promise.all(
      [1, 2, 3].map(() => database.db.execute(sql`select current_setting('jit') as jit, current_setting('random_page_cost') as random_page_cost, pg_sleep(0.02)`)),
    )
    expect(settings).toMatchObject([1, 2, 3].map(() => ({ rows: [{ jit: 'off', random_page_cost: '1.1' }] })))
  })

  it('survives the server terminating its idle connections and answers the next query', async () => {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)))
    const name = new URL(database.url ?? '').pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const terminated = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])
    await admin.end()
    expect(terminated.rowCount).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 200))

    const result: unknown = await database.db.execute(sql`select 1 as one`)
    expect(result).toMatchObject({ rows: [{ one: 1 }] })
  })
})
