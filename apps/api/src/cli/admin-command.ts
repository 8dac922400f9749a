import { parseArgs } from 'node:util'
import { AppError } from '../lib/errors'
import { createAdmin, type AdminsDeps } from '../modules/admins/admins.service'

const USAGE = 'Uso / usage: npm run admin -- create --email E --password P --first-name F --last-name L'

export type CommandOutput = { info: (line: string) => void; error: (line: string) => void }

/**
 * `npm run admin -- create …`: the only way to make an admin besides ADMIN_EMAIL at start.
 * Returns the exit code; messages go to `output` (console in the entry point, captured in tests).
 */
export async function runAdminCommand(args: string[], deps: AdminsDeps, output: CommandOutput): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    })
  } catch (error) {
    output.error(`${(error as Error).message}\n${USAGE}`)
    return 1
  }
  const { positionals, values } = parsed
  if (positionals[0] !== 'create' || positionals.length !== 1) {
    output.error(USAGE)
    return 1
  }
  try {
    const admin = await createAdmin(deps, {
      email: values.email ?? '',
      password: values.password ?? '',
      first_name: values['first-name'] ?? '',
      last_name: values['last-name'] ?? '',
    })
    output.info(`Administrador criado / admin created: ${admin.firstName} ${admin.lastName} <${admin.email}>`)
    return 0
  } catch (error) {
    if (error instanceof AppError) {
      output.error(`Erro / error: ${error.message}`)
      return 1
    }
    throw error
  }
}
