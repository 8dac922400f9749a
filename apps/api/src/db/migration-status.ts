import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { max, sql } from 'drizzle-orm'
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core'
import type { Db } from './client'

// Which migrations a database still lacks, by name: the start-up log names each one it applies, and
// check-config says what the next start will apply. Drizzle's migrator applies every migration of the
// journal whose folder time (`when`) is later than the newest row of drizzle.__drizzle_migrations.

export const migrationsFolder = join(import.meta.dirname, 'migrations')

// Drizzle's own bookkeeping table (outside src/db/schema: drizzle-kit must not generate it).
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
})

type JournalEntry = { tag: string; when: number }

export function journalEntries(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  return journal.entries
}

/** The time of the newest applied migration, or 0 on a database never migrated. */
async function lastAppliedMillis(db: Db): Promise<number> {
  const [table] = await db.select({ present: sql<boolean>`to_regclass('drizzle.__drizzle_migrations') is not null` }).from(sql`(select 1) as one`)
  if (!table?.present) return 0
  const [row] = await db.select({ last: max(appliedMigrations.createdAt) }).from(appliedMigrations)
  return Number(row?.last ?? 0)
}

/** The names (tags) of the migrations the next migrate would apply, in order. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const last = await lastAppliedMillis(db)
  return journalEntries().filter((entry) => entry.when > last).map((entry) => entry.tag)
}
