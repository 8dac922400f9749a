// `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database in DATA_DIR).
// It reads only where the database is (no SESSION_SECRET or other production setting: it serves nothing),
// and a failure is one line saying what to check, like the server's start-up refusals.
import { loadDatabaseConfig } from '../config'
import { openDatabase } from '../db/client'
import { describeStartupError } from '../startup/startup-errors'

let databaseUrl: string | undefined
try {
  const config = loadDatabaseConfig()
  databaseUrl = config.databaseUrl
  const database = await openDatabase(config)
  try {
    // Under the start-up lock, so running it while an instance starts cannot race.
    const applied = await database.withStartupLock(() => database.migrate())
    for (const migration of applied) console.info(`Migration applied: ${migration}`)
    console.info(applied.length === 0 ? 'The database schema was already up to date.' : `${applied.length} migration(s) applied.`)
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(`Acolhe could not migrate: ${describeStartupError(error, databaseUrl)}`)
  process.exitCode = 1
}
