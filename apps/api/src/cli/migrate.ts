// `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database in DATA_DIR).
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  // Under the start-up lock, so running it while an instance starts cannot race.
  const applied = await database.withStartupLock(() => database.migrate())
  for (const migration of applied) console.info(`Migration applied: ${migration}`)
  console.info(applied.length === 0 ? 'The database schema was already up to date.' : `${applied.length} migration(s) applied.`)
} catch (error) {
  console.error('Falha ao aplicar as migrações. / Migrations failed.', error)
  process.exitCode = 1
} finally {
  await database.close()
}
