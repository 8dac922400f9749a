import { createAdminBodySchema, type CreateAdminInput } from '@acolhe/shared/schemas/admin'
import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Db } from '../../db/client'
import type { Deps } from '../../deps'
import { uniqueViolationOf } from '../../lib/db-errors'
import { BadRequestError, ConflictError, ForbiddenError, UnauthenticatedError } from '../../lib/errors'
import { checkCredentials } from '../auth/credentials'
import { hashPassword } from '../auth/passwords'
import * as repo from './admins.repository'

export type AdminsDeps = Pick<Deps, 'db' | 'clock'>

export async function logIn(deps: AdminsDeps, credentials: LoginInput): Promise<repo.AdminRow> {
  const admin = await checkCredentials(await repo.findAdminByEmail(deps.db, credentials.email), credentials.password)
  if (!admin.active) throw new ForbiddenError(t.adminInactive)
  return (await repo.setAdminLastLogin(deps.db, admin.id, deps.clock.now())) ?? admin
}

export async function getAdmin(deps: AdminsDeps, id: string): Promise<repo.AdminRow> {
  const admin = await repo.findAdminById(deps.db, id)
  if (!admin) throw new UnauthenticatedError(t.notLoggedIn)
  return admin
}

/** Creates an active admin after validating with the shared field rules (CLI, bootstrap, back office). */
export async function createAdmin(deps: AdminsDeps, input: CreateAdminInput, db: Db = deps.db): Promise<repo.AdminRow> {
  const parsed = createAdminBodySchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BadRequestError(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`.replace(/^: /, ''))
  }
  const { email, password, first_name, last_name } = parsed.data
  try {
    return await repo.insertAdmin(db, {
      email,
      passwordHash: await hashPassword(password),
      firstName: first_name,
      lastName: last_name,
      createdAt: deps.clock.now(),
    })
  } catch (error) {
    if (uniqueViolationOf(error) === 'admins_email_unique') throw new ConflictError(t.adminEmailTaken)
    throw error
  }
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: creates that admin when no admin has the email; an
 * existing account is left untouched (its password is never reset from the environment).
 */
export async function ensureBootstrapAdmin(deps: AdminsDeps, bootstrap: { email: string; password: string }): Promise<'created' | 'exists'> {
  if (await repo.findAdminByEmail(deps.db, bootstrap.email)) return 'exists'
  try {
    await createAdmin(deps, { ...bootstrap, first_name: 'Administrador', last_name: 'Acolhe' })
    return 'created'
  } catch (error) {
    // Two instances starting together: the other one created it first.
    if (error instanceof ConflictError) return 'exists'
    throw error
  }
}
