import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../src/db/client'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { newServerDatabase } from './helpers/release'

// The databases the tests create on the PostgreSQL server commit without waiting for the disk flush, a
// setting of each database and never of the server (decision 106): a copy of the migrated template, an
// empty database, and one of the release tests'. The migrations' own settings still come along.

const serverUrl = process.env.TEST_DATABASE_URL ?? ''

describe.runIf(hasPostgresServer)('test databases on the PostgreSQL server', () => {
  let copy: Awaited<ReturnType<typeof createTestDatabase>>
  let empty: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    copy = await createTestDatabase({ forcePostgres: true })
    empty = await createTestDatabase({ forcePostgres: true, migrated: false })
  })
  afterAll(async () => {
    await copy.close()
    await empty.close()
  })

  it('a copy of the template commits without the flush and keeps the planner settings', async () => {
    const shown = await copy.db.execute("select current_setting('synchronous_commit') as commit_flush, current_setting('jit') as jit")
    expect(shown).toMatchObject({ rows: [{ commit_flush: 'off', jit: 'off' }] })
  })

  it('an empty database commits without the flush', async () => {
    expect(await empty.db.execute("select current_setting('synchronous_commit') as commit_flush")).toMatchObject({ rows: [{ commit_flush: 'off' }] })
  })

  it("a release test's database commits without the flush", async () => {
    const created = await newServerDatabase(serverUrl, 'acolhe_flush')
    const database = await openPostgres(created.url, 1)
    try {
      expect(await database.db.execute("select current_setting('synchronous_commit') as commit_flush")).toMatchObject({ rows: [{ commit_flush: 'off' }] })
    } finally {
      await database.close()
      await created.drop()
    }
  })
})
