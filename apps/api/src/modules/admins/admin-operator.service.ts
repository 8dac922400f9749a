import { passwordField } from '@acolhe/shared/schemas/fields'
import { adminTexts } from '@acolhe/shared/texts/admin-api'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { BadRequestError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { revokeAllSessions } from '../auth/auth-sessions.service'
import { hashPassword } from '../auth/passwords'
import * as repo from './admins.repository'

// What the operator does from the command line (`npm run admin`, decision 074), where nobody is logged
// in: the same rules as the back office (the shared password rules; the last active admin stays active).

type OperatorDeps = Pick<Deps, 'db' | 'clock'>

export function listEveryAdmin(deps: OperatorDeps): Promise<repo.AdminRow[]> {
  return repo.listEveryAdmin(deps.db)
}

async function adminByEmail(deps: OperatorDeps, email: string): Promise<repo.AdminRow> {
  const admin = await repo.findAdminByEmail(deps.db, email)
  if (!admin) throw new NotFoundError(adminTexts.adminNotFound)
  return admin
}

/** A new password for an admin; every session of theirs ends (whoever knew the old one is logged out). */
export async function resetAdminPassword(deps: OperatorDeps, email: string, password: string): Promise<repo.AdminRow> {
  const parsed = passwordField.safeParse(password)
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? t.invalidRequest)
  const admin = await adminByEmail(deps, email)
  const updated = await repo.setAdminPasswordHash(deps.db, admin.id, await hashPassword(parsed.data))
  await revokeAllSessions(deps.db, { kind: 'admin', id: admin.id }, deps.clock.now())
  return updated ?? admin
}

/** Deactivates an admin (their sessions end); refused for the last active admin, as in the back office. */
export async function deactivateAdminByEmail(deps: OperatorDeps, email: string): Promise<repo.AdminRow> {
  const admin = await deps.db.transaction(async (tx) => {
    const activeIds = await repo.lockActiveAdmins(tx)
    const current = await repo.findAdminByEmail(tx, email)
    if (!current) throw new NotFoundError(adminTexts.adminNotFound)
    if (!current.active) return current
    if (activeIds.every((row) => row.id === current.id)) throw new UnprocessableError(adminTexts.adminLastActive)
    return (await repo.setAdminActive(tx, current.id, false)) ?? current
  })
  await revokeAllSessions(deps.db, { kind: 'admin', id: admin.id }, deps.clock.now())
  return admin
}
