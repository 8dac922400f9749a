import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { systemClock } from './lib/clock'
import { buildApp } from './app'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()

const app = await buildApp({
  deps: { config, db: database.db, dbEngine: database.engine, clock: systemClock },
  logger: { level: config.logLevel },
  serveWeb: true,
})

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
console.info(`\nAcolhe está no ar em ${config.publicUrl}\n`)
