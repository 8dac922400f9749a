import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { schema } from '../../src/db/schema'
import type { Database, Db } from '../../src/db/client'

// For tests that check a statement's plan on PostgreSQL: a database handle on one connection of its own
// that records each statement with its parameters, so the statement the code really sent can be EXPLAINed
// under the same settings.

export type CapturedStatement = { text: string; params: unknown[] }

export type PlanCheck = {
  db: Db
  client: pg.Client
  /** Every statement sent through `db` since the last `forget()`. */
  captured: CapturedStatement[]
  forget: () => void
  /** The first captured statement that `matches`; fails, listing what was sent, when none does. */
  statement: (matches: (text: string) => boolean) => CapturedStatement
  /** EXPLAIN of a captured statement, one text; `settings` (e.g. `set enable_seqscan = off`) run first. */
  planOf: (statement: CapturedStatement, settings?: string[]) => Promise<string>
  close: () => Promise<void>
}

/** `database`: a test database on the PostgreSQL server (`createTestDatabase({ forcePostgres: true })`). */
export async function planCheckOn(database: Database & { url?: string }): Promise<PlanCheck> {
  if (!database.url) throw new Error('planCheckOn needs a database on the PostgreSQL server')
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const captured: CapturedStatement[] = []
  const db: Db = drizzle(client, { schema, logger: { logQuery: (text, params) => void captured.push({ text, params }) } })
  return {
    db,
    client,
    captured,
    forget: () => void captured.splice(0),
    statement(matches) {
      const found = captured.find((s) => matches(s.text))
      if (!found) throw new Error(`no statement matched among:\n${captured.map((s) => s.text).join('\n')}`)
      return found
    },
    async planOf(statement, settings = []) {
      for (const setting of settings) await client.query(setting)
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.text}`, statement.params)
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    },
    async close() {
      await client.end()
      await database.close()
    },
  }
}
