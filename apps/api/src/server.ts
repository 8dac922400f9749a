import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { systemClock } from './lib/clock'
import { buildApp } from './app'
import { prepareDatabaseOnStart } from './db/seed/on-start'
import { startExpiryJob } from './modules/scheduling/expiry-job'
import { smtpTransport } from './modules/email/mail-transport'
import { startOutboxSender } from './modules/email/outbox-sender'
import { startReminderJob } from './modules/notifications/reminder-job'
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS, hasDemoLogins } from './db/seed/seed'
import { adjustableClock } from './modules/test-support/adjustable-clock'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
// Browser e2e runs may move the server clock (config refuses the flag outside NODE_ENV=test), and may
// start it at a pinned instant (TEST_CLOCK_START) before the demo seed reads it.
function testClock(start: Date | undefined) {
  const clock = adjustableClock(systemClock)
  if (start) clock.setOffset(start.getTime() - systemClock.now().getTime())
  return clock
}
const clock = config.testClockControl && config.env === 'test' ? testClock(config.testClockStart) : systemClock
const deps = { config, db: database.db, dbEngine: database.engine, clock }
const startup = await prepareDatabaseOnStart(deps)

const app = await buildApp({
  deps,
  logger: { level: config.logLevel },
  serveWeb: true,
})

const stopExpiryJob = startExpiryJob(deps, app.log)
const stopReminderJob = startReminderJob(deps, app.log)
// Without SMTP_URL mail stays in the outbox, readable at /api/dev/mailbox outside production.
const stopOutboxSender = config.smtpUrl ? startOutboxSender(deps, smtpTransport(config.smtpUrl, config.mailFrom), app.log) : () => {}
if (!config.smtpUrl && config.isProduction) app.log.warn('SMTP_URL is not set: emails are kept in the outbox and not sent')

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down')
  stopExpiryJob()
  stopReminderJob()
  stopOutboxSender()
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
app.log.info(startup, 'database prepared')
console.info(`\nAcolhe está no ar em ${config.publicUrl}\n`)
if (await hasDemoLogins(database.db)) {
  console.info(`Contas de demonstração (senha ${DEMO_LOGIN_PASSWORD}):`)
  for (const login of DEMO_LOGINS) console.info(`  ${login.role.padEnd(36)} ${login.email}`)
  console.info(`  Administração: ${config.publicUrl}/admin/login\n`)
}
