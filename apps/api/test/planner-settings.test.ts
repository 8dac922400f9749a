import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { missingPlannerSettings } from '../src/db/planner-settings'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { runOnServer } from './helpers/postgres-server'

// Migration 0026 sets jit and random_page_cost on the database (decision 072); an instance warns at start
// when a database lacks them (a restore without --create, a role that does not own the database).

describe.runIf(hasPostgresServer)('planner settings on the database (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase({ forcePostgres: true })
  })
  afterAll(async () => {
    await database.close()
  })

  it('a migrated database has them, and each new connection starts with them', async () => {
    expect(await missingPlannerSettings(database.db)).toEqual([])
    const shown = await database.db.execute('select current_setting($$jit$$) as jit, current_setting($$random_page_cost$$) as cost')
    expect(shown).toMatchObject({ rows: [{ jit: 'off', cost: '1.1' }] })
  })

  it('names the settings a database lacks', async () => {
    // A database of its own: a connection opened while its settings are reset would keep the defaults,
    // and the other test reads a new connection's settings.
    const bare = await createTestDatabase({ forcePostgres: true })
    try {
      const name = new URL(bare.url ?? '').pathname.slice(1)
      await runOnServer(process.env.TEST_DATABASE_URL ?? '', `ALTER DATABASE ${name} RESET ALL`)
      expect(await missingPlannerSettings(bare.db)).toEqual(['jit=off', 'random_page_cost=1.1'])
    } finally {
      await bare.close()
    }
  })
})
