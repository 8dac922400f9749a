import { openPostgres } from '../db/client'
import { pendingMigrations } from '../db/migration-status'
import { checkConfiguration } from '../startup/configuration-check'
import { dataLocation, movedDataDirProblem } from '../startup/data-location'
import { databaseProblems } from '../startup/production-guards'
import type { CommandOutput } from './admin-command'

/**
 * `npm run admin -- check-config`: the settings read exactly as the server reads them, every problem at
 * once (the same lines the server would refuse to start with), then — when they parse — whether the
 * PostgreSQL database answers, which migrations the next start will apply, and the data refusals.
 * It migrates nothing and writes nothing to the database.
 */
export async function runCheckConfig(env: NodeJS.ProcessEnv, workingDirectory: string, io: CommandOutput): Promise<number> {
  const { config, problems } = checkConfiguration(env)
  const warnings: string[] = []
  if (config) {
    io.info(`NODE_ENV=${config.env}; listens on ${config.host}:${config.port}; public address ${config.publicUrl}`)
    io.info(`Data: ${dataLocation(config)}`)
    const moved = movedDataDirProblem(config, workingDirectory)
    if (moved) problems.push(moved)
    if (config.isProduction && !config.publicUrl.startsWith('https://')) warnings.push('PUBLIC_URL is not https://: production login cookies are Secure, so browsers keep them only over HTTPS (docs/deploy.md#tls).')
    if (config.isProduction && !config.smtpUrl) warnings.push('SMTP_URL is not set: emails (recovery codes, confirmations) stay in the outbox and are not sent.')
    if (config.databaseUrl) {
      const database = await openPostgres(config.databaseUrl, 1)
      try {
        const pending = await pendingMigrations(database.db)
        io.info(pending.length === 0 ? 'Database: reachable; its schema is up to date.' : `Database: reachable; the next start applies ${pending.length} migration(s): ${pending.join(', ')}.`)
        // The data refusals read tables a pending migration may still change: checked on an up-to-date schema.
        if (pending.length === 0) problems.push(...(await databaseProblems(database.db, config)))
      } catch (error) {
        problems.push(`DATABASE_URL: the database does not answer (${error instanceof Error ? error.message : String(error)}).`)
      } finally {
        await database.close()
      }
    }
  }
  for (const warning of warnings) io.info(`Warning: ${warning}`)
  for (const problem of problems) io.error(`Problem: ${problem}`)
  if (problems.length > 0) {
    io.error(`${problems.length} problem(s): the server would refuse to start.`)
    return 1
  }
  io.info('Configuration OK: the server would start with these settings.')
  return 0
}
