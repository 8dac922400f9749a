// Entry point of `npm run admin -- <command>` (compiled to apps/api/dist/admin.js; `--help` lists the commands).
import { parseArgs } from 'node:util'
import { environmentProblems, loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { systemClock } from '../lib/clock'
import { ADMIN_HELP, runAdminCommand, type CommandIo } from './admin-command'
import { runCheckConfig } from './check-config-command'
import { backupEmbedded, moveEmbeddedToPostgres, restoreEmbedded } from './embedded-commands'

const args = process.argv.slice(2)
const io: CommandIo = {
  info: (line) => console.info(line),
  error: (line) => console.error(line),
  stdin: { input: process.stdin, output: process.stderr },
}

async function main(): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h') || args[0] === 'help') {
    console.info(ADMIN_HELP)
    return args.length === 0 ? 1 : 0
  }
  // Before anything opens the database: the settings alone.
  if (args[0] === 'check-config') return runCheckConfig(process.env, process.cwd(), io)
  // Settings that do not parse stop here, each named; the production refusals do not (remove-demo-logins
  // is how an operator clears one of them).
  const problems = environmentProblems()
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Problem: ${problem}`)
    return 1
  }
  const config = loadConfig()
  // The embedded database's commands open it themselves (and do not migrate a backup's source).
  const { values, positionals } = parseArgs({ args, allowPositionals: true, strict: false, options: { out: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } } })
  const [command] = positionals
  const option = (name: 'out' | 'from' | 'to') => (typeof values[name] === 'string' ? values[name] : '')
  if (command === 'backup-embedded' || command === 'restore-embedded' || command === 'move-to-postgres') {
    const name = command === 'backup-embedded' ? 'out' : command === 'restore-embedded' ? 'from' : 'to'
    if (!option(name)) {
      console.error(`Error: ${command} needs --${name}.\n\n${ADMIN_HELP}`)
      return 1
    }
    if (command === 'backup-embedded') return backupEmbedded(config, option('out'), io)
    if (command === 'restore-embedded') return restoreEmbedded(config, option('from'), io)
    return moveEmbeddedToPostgres(config, option('to'), io)
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    for (const migration of await database.withStartupLock(() => database.migrate())) console.info(`Migration applied: ${migration}`)
    return await runAdminCommand(args, { db: database.db, clock: systemClock }, io)
  } finally {
    await database.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error('Error:', error instanceof Error ? error.message : error)
  process.exitCode = 1
}
