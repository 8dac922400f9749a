import { openDatabase } from './db/client'
import { systemClock } from './lib/clock'
import { buildApp } from './app'
import { migrateAndPrepareOnStart } from './seed/on-start'
import { startExpiryJob } from './modules/series/expiry-job'
import { startSeriesJob } from './modules/series/series-job'
import { pixAutomaticoDepsOf } from './modules/pix-automatico/pix-automatico-deps'
import { startPixAutomaticoJob } from './modules/pix-automatico/pix-automatico-job'
import { smtpTransport } from './modules/email/mail-transport'
import { startOutboxSender } from './modules/email/outbox-sender'
import { startReminderJob } from './modules/notifications/reminder-job'
import { startWaitlistJob } from './modules/waitlist/waitlist-offers'
import { startCalendarSyncJob, startCalendarWriteJob } from './modules/own-calendars/calendar-jobs'
import { startRecordRetentionJob } from './modules/clinical-records/retention-job'
import { startPresencePurgeJob } from './modules/consultation-room/presence-purge-job'
import { startWhatsAppSender } from './modules/whatsapp-reminders/whatsapp-sender'
import { createCloudApiProvider } from './integrations/whatsapp/cloud-api-provider'
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS, hasDemoLogins } from './seed/seed'
import { adjustableClock } from './modules/test-support/adjustable-clock'
import { databaseProblems } from './startup/production-guards'
import { checkConfiguration } from './startup/configuration-check'
import { dataLocation, movedDataDirProblem } from './startup/data-location'
import { countActiveAdmins } from './modules/admins/admins.repository'
import { prepareDummyHash } from './modules/auth/passwords'
import { importPhotoFiles } from './modules/profile-photos/photo-files-import'
import { createMetrics } from './lib/metrics'
import { describeStartupError } from './startup/startup-errors'
import { missingPlannerSettings } from './db/planner-settings'

/** Stops before serving anything: one line per problem, each saying what to change. */
function refuseToStart(problems: string[]): never {
  for (const problem of problems) console.error(`Acolhe refused to start: ${problem}`)
  process.exit(1)
}

/** Runs a start-up step; an error becomes one 'Acolhe refused to start' line instead of a stack trace. */
async function orRefuse<T>(step: () => T | Promise<T>, databaseUrl?: string): Promise<T> {
  try {
    return await step()
  } catch (error) {
    return refuseToStart([describeStartupError(error, databaseUrl)])
  }
}

// Every problem of the settings at once, before the database is touched (as `npm run admin -- check-config`).
const checked = checkConfiguration()
if (!checked.config || checked.problems.length > 0) refuseToStart(checked.problems)
const config = checked.config
const movedData = movedDataDirProblem(config, process.cwd())
if (movedData) refuseToStart([movedData])
console.info(`Data: ${dataLocation(config)}`)
const metrics = createMetrics({ processMetrics: true })
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  onPoolWait: (seconds) => metrics.observePoolWait(seconds),
})
if (database.poolStats) metrics.watchPool(database.poolStats)
// Browser e2e runs may move the server clock (config refuses the flag outside NODE_ENV=test), and may
// start it at a pinned instant (TEST_CLOCK_START) before the demo seed reads it.
function testClock(start: Date | undefined) {
  const clock = adjustableClock(systemClock)
  if (start) clock.setOffset(start.getTime() - systemClock.now().getTime())
  return clock
}
const clock = config.testClockControl && config.env === 'test' ? testClock(config.testClockStart) : systemClock
const deps = { config, db: database.db, dbEngine: database.engine, clock }
const startup = await orRefuse(() => migrateAndPrepareOnStart(database, deps), config.databaseUrl)
for (const migration of startup.migrationsApplied) console.info(`Migration applied: ${migration}`)
if (startup.receiptsBackfilled > 0) console.info(`Receita Saúde entries written for ${startup.receiptsBackfilled} payment(s) made before receipts existed`)
const importedPhotos = await importPhotoFiles(database.db, config.dataDir, clock.now())
const dataProblems = await databaseProblems(database.db, config)
const missingSettings = database.engine === 'postgres' ? await missingPlannerSettings(database.db) : []
if (dataProblems.length > 0) {
  await database.close()
  refuseToStart(dataProblems)
}

const app = await buildApp({
  deps,
  logger: { level: config.logLevel },
  serveWeb: true,
  metrics,
})
if (missingSettings.length > 0) {
  app.log.warn({ missing: missingSettings }, `the database lacks ${missingSettings.join(', ')}: some plans will be slow; run ALTER DATABASE … SET as its owner (docs/operations.md)`)
}
const jobs = { log: app.log, metrics }

const stopExpiryJob = startExpiryJob(deps, jobs)
const stopSeriesJob = startSeriesJob(deps, jobs)
const stopPixAutomaticoJob = startPixAutomaticoJob(pixAutomaticoDepsOf(app), jobs)
const stopReminderJob = startReminderJob(deps, jobs, config.reminderCheckSeconds * 1000)
const stopRecordRetentionJob = startRecordRetentionJob(deps, jobs)
const stopPresencePurgeJob = startPresencePurgeJob(deps, jobs)
const stopWaitlistJob = startWaitlistJob(deps, jobs, config.waitlistCheckSeconds * 1000)
const stopCalendarSyncJob = startCalendarSyncJob(deps, jobs)
const stopCalendarWriteJob = startCalendarWriteJob(deps, jobs)
// Without SMTP_URL mail stays in the outbox, readable at /api/dev/mailbox outside production (token below).
const stopOutboxSender = config.smtpUrl ? startOutboxSender(deps, smtpTransport(config.smtpUrl, config.mailFrom), jobs, config.outboxCheckSeconds * 1000) : async () => {}
// WhatsApp reminders go out only when the Cloud API is configured; otherwise the channel is hidden.
const stopWhatsAppSender = config.whatsapp ? startWhatsAppSender(deps, createCloudApiProvider(config.whatsapp), jobs) : async () => {}
if (!config.smtpUrl && config.isProduction) app.log.warn('SMTP_URL is not set: emails are kept in the outbox and not sent')

// Behind a balancer (docs/deploy.md): answer 'not ready' for SHUTDOWN_DRAIN_SECONDS so the balancer
// takes this instance out, then stop the jobs (waiting for a run under way), let the requests in flight
// finish (new ones get 503), and only then close the database.
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down')
  app.readiness.draining = true
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000))
  await Promise.all([stopExpiryJob(), stopSeriesJob(), stopPixAutomaticoJob(), stopReminderJob(), stopRecordRetentionJob(), stopPresencePurgeJob(), stopWaitlistJob(), stopCalendarSyncJob(), stopCalendarWriteJob(), stopOutboxSender(), stopWhatsAppSender()])
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

// The first unknown-email login must not be the one paying for the throwaway hash.
await prepareDummyHash()
await orRefuse(() => app.listen({ port: config.port, host: config.host }))
app.log.info({ ...startup, importedPhotos }, 'database prepared')
if ((await countActiveAdmins(database.db)) === 0) {
  console.info('No active admin yet: create the first one with `deploy/acolhe-admin create --email <email> --first-name <name> --last-name <surname>` in an installed release (`npm run admin -- create …` in a source checkout); it asks for the password (docs/deploy.md).')
}
console.info(`\nAcolhe está no ar em ${config.publicUrl}\n`)
if (!config.isProduction) {
  // Whoever started the server may read the local mailbox; anyone else needs this token or an admin login.
  console.info(`Caixa de emails local: ${config.publicUrl}/api/dev/mailbox?token=${config.devMailboxToken}&to=<email>\n`)
}
if (await hasDemoLogins(database.db)) {
  console.info(`Contas de demonstração (senha ${DEMO_LOGIN_PASSWORD}):`)
  for (const login of DEMO_LOGINS) console.info(`  ${login.role.padEnd(36)} ${login.email}`)
  console.info(`  Administração: ${config.publicUrl}/admin/login\n`)
}
