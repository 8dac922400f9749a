import type { Database } from '../../src/db/client'
import { createTestApp, type TestApp } from './app'
import { createTestDatabase } from './database'

// Two instances of the app on one database, each with its own DATA_DIR, as behind a load balancer
// (decision 033): what one writes, the other must see at its next request.

export type TwoInstances = { database: Database; first: TestApp; second: TestApp; close: () => Promise<void> }

export async function startTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase()
  const first = await createTestApp({ database })
  const second = await createTestApp({ database })
  return {
    database,
    first,
    second,
    async close() {
      await first.close()
      await second.close()
      await database.close()
    },
  }
}
