import type { AdminListItemDto } from '@acolhe/shared/api/admin'
import type { AdminListQuery, CreateAdminBody } from '@acolhe/shared/schemas/admin'
import { adminTexts as t } from '@acolhe/shared/texts/admin-api'
import type { Deps } from '../../deps'
import { NotFoundError, UnprocessableError } from '../../lib/errors'
import type { ActorOf } from '../auth/actor'
import { revokeAllSessions } from '../auth/auth-sessions.service'
import { toAdminListItemDto } from './admin-view'
import { createAdmin } from './admins.service'
import * as repo from './admins.repository'
import { insertAudit } from '../audit/audit.repository'

// The admins' own accounts, managed from /admin/admins (docs/decisions/028-admin-accounts-and-support-inbox.md):
// any admin lists, creates, deactivates and reactivates admins, with two rules the server holds:
// nobody deactivates their own account, and the last active admin stays active.

type AccountsDeps = Pick<Deps, 'db' | 'clock'>
type AdminActor = ActorOf<'admin'>

export async function listAdmins(deps: AccountsDeps, caller: AdminActor, query: AdminListQuery) {
  const [{ rows, total }, active] = await Promise.all([
    repo.listAdmins(deps.db, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.countActiveAdmins(deps.db),
  ])
  return { data: rows.map((row) => toAdminListItemDto(row, { callerId: caller.id, activeAdmins: active })), total }
}

export async function createAdminAccount(deps: AccountsDeps, caller: AdminActor, body: CreateAdminBody): Promise<AdminListItemDto> {
  const created = await deps.db.transaction(async (tx) => {
    const row = await createAdmin(deps, body, tx)
    await insertAudit(tx, {
      actorKind: 'admin',
      actorId: caller.id,
      action: 'admin.create',
      entity: 'admin',
      entityId: row.id,
      after: { email: row.email, first_name: row.firstName, last_name: row.lastName, active: row.active },
    })
    return row
  })
  return toAdminListItemDto(created, { callerId: caller.id, activeAdmins: await repo.countActiveAdmins(deps.db) })
}

/**
 * Deactivates or reactivates an admin. A deactivated admin cannot log in, and every session of theirs
 * ends at once (the session lookup also refuses inactive admins, so a missed revocation opens nothing).
 */
export async function setAdminActive(deps: AccountsDeps, caller: AdminActor, id: string, active: boolean): Promise<AdminListItemDto> {
  const now = deps.clock.now()
  const updated = await deps.db.transaction(async (tx) => {
    if (!active && id === caller.id) throw new UnprocessableError(t.adminCannotDeactivateSelf)
    // Taken before reading the target so concurrent deactivations queue here (see lockActiveAdmins).
    const activeIds = active ? [] : await repo.lockActiveAdmins(tx)
    const current = await repo.findAdminById(tx, id)
    if (!current) throw new NotFoundError(t.adminNotFound)
    if (current.active === active) return current
    if (!active && activeIds.every((row) => row.id === id)) throw new UnprocessableError(t.adminLastActive)
    const row = await repo.setAdminActive(tx, id, active)
    if (!row) throw new NotFoundError(t.adminNotFound)
    await insertAudit(tx, {
      actorKind: 'admin',
      actorId: caller.id,
      action: active ? 'admin.reactivate' : 'admin.deactivate',
      entity: 'admin',
      entityId: id,
      before: { active: current.active },
      after: { active },
    })
    return row
  })
  if (!active) await revokeAllSessions(deps.db, { kind: 'admin', id }, now)
  return toAdminListItemDto(updated, { callerId: caller.id, activeAdmins: await repo.countActiveAdmins(deps.db) })
}
