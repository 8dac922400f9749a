import { parseArgs } from 'node:util'
import { AppError } from '../lib/errors'
import { createAdmin, type AdminsDeps } from '../modules/admins/admins.service'
import { deactivateAdminByEmail, listEveryAdmin, resetAdminPassword } from '../modules/admins/admin-operator.service'
import { lockDemoLogins } from '../modules/admins/demo-logins.service'
import { PasswordMismatchError, readNewPassword, type PasswordSource } from './read-password'

export const ADMIN_HELP = `Acolhe administration: npm run --silent admin -- <command> [options]

  create --email E --first-name F --last-name L
                        creates an admin; the password is asked for (not echoed), or read
                        from the first line of stdin when it is not a terminal
  list                  every admin: email, name, active or not, last login
  reset-password --email E
                        a new password for an admin (asked for, or stdin); their sessions end
  deactivate --email E  the admin can no longer log in; their sessions end (not the last active one)
  remove-demo-logins    every demo login (…@acolhe.local) still opening with the published demo
                        password stops opening; production refuses to start while one does
  check-config          reads the settings exactly as the server does and lists every problem
                        at once; touches no data
  backup-embedded --out FILE
                        copies the embedded database (no DATABASE_URL) into FILE (.tar.gz);
                        the server must be stopped (the command refuses while it runs)
  restore-embedded --from FILE
                        a backup-embedded FILE becomes the embedded database of an empty DATA_DIR
  move-to-postgres --to URL
                        copies the embedded database (the server stopped) into the new, empty
                        PostgreSQL database URL, and compares every table before it commits
  --help                this text

Passwords are never taken from the command line. The commands that use the database read
DATABASE_URL (or DATA_DIR) as the server does, and first apply any pending migrations.
Exit code 0 on success, 1 on a problem (printed on stderr).`

export type CommandOutput = { info: (line: string) => void; error: (line: string) => void }
export type CommandIo = CommandOutput & { stdin: PasswordSource }

/** The commands run by runAdminCommand, on an open (migrated) database. */
export const DATABASE_COMMANDS = ['create', 'list', 'reset-password', 'deactivate', 'remove-demo-logins'] as const

const PASSWORD_ON_COMMAND_LINE = 'passwords are never taken from the command line (other users see it in `ps`, shells and npm keep it in their logs): leave --password out and type it when asked, or pipe it on stdin'

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  })
}

function formatDate(date: Date | null): string {
  return date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : 'never'
}

/**
 * `npm run admin -- <command>` on an open database. Returns the exit code; messages go to `io` (the
 * console in the entry point, captured in tests).
 */
export async function runAdminCommand(args: string[], deps: AdminsDeps, io: CommandIo): Promise<number> {
  let parsed
  try {
    parsed = parse(args)
  } catch (error) {
    io.error(`${(error as Error).message}\n\n${ADMIN_HELP}`)
    return 1
  }
  const { positionals, values } = parsed
  const [command] = positionals
  if (positionals.length !== 1 || !DATABASE_COMMANDS.some((known) => known === command)) {
    io.error(ADMIN_HELP)
    return 1
  }
  if (values.password !== undefined) {
    io.error(`Error: ${PASSWORD_ON_COMMAND_LINE}.`)
    return 1
  }
  const needsEmail = command === 'create' || command === 'reset-password' || command === 'deactivate'
  if (needsEmail && !values.email) {
    io.error(`Error: ${command} needs --email.\n\n${ADMIN_HELP}`)
    return 1
  }
  const email = values.email ?? ''
  try {
    switch (command) {
      case 'create': {
        const password = await readNewPassword(io.stdin)
        const admin = await createAdmin(deps, { email, password, first_name: values['first-name'] ?? '', last_name: values['last-name'] ?? '' })
        io.info(`Admin created: ${admin.firstName} ${admin.lastName} <${admin.email}>. Log in at /admin/login.`)
        return 0
      }
      case 'list': {
        const admins = await listEveryAdmin(deps)
        if (admins.length === 0) io.info('No admin yet: create one with `npm run admin -- create --email … --first-name … --last-name …`.')
        for (const admin of admins) {
          io.info([admin.email.padEnd(36), `${admin.firstName} ${admin.lastName}`.padEnd(32), (admin.active ? 'active' : 'inactive').padEnd(9), `last login ${formatDate(admin.lastLogin)}`].join(' '))
        }
        return 0
      }
      case 'reset-password': {
        const password = await readNewPassword(io.stdin)
        const admin = await resetAdminPassword(deps, email, password)
        io.info(`New password set for ${admin.email}; their sessions were ended.`)
        return 0
      }
      case 'deactivate': {
        const admin = await deactivateAdminByEmail(deps, email)
        io.info(`${admin.email} is deactivated: they can no longer log in; their sessions were ended.`)
        return 0
      }
      default: {
        const locked = await lockDemoLogins(deps)
        if (locked.length === 0) io.info('No demo login opens with the demo password: nothing to do.')
        for (const login of locked) io.info(`Demo login locked: ${login.email} (${login.kind}).`)
        return 0
      }
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof PasswordMismatchError) {
      io.error(`Error: ${error.message}`)
      return 1
    }
    throw error
  }
}
