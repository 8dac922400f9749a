// Entry point of `npm run admin -- create --email E --password P --first-name F --last-name L`.
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { systemClock } from '../lib/clock'
import { runAdminCommand } from './admin-command'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  process.exitCode = await runAdminCommand(process.argv.slice(2), { db: database.db, clock: systemClock }, {
    info: (line) => console.info(line),
    error: (line) => console.error(line),
  })
} catch (error) {
  console.error('Erro inesperado / unexpected error:', error)
  process.exitCode = 1
} finally {
  await database.close()
}
