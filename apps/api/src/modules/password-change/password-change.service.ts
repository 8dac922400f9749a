import type { ChangePasswordBody } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { BadRequestError, UnauthenticatedError } from '../../lib/errors'
import { revokeOtherSessions } from '../auth/auth-sessions.service'
import { hashPassword, verifyPassword } from '../auth/passwords'
import * as repo from './password-change.repository'

export type PasswordChangeDeps = Pick<Deps, 'db' | 'clock'>

/**
 * Changes the logged-in person's password after checking the current one, and logs them out of
 * every other device: whoever else held a session (perhaps the reason for the change) loses it,
 * while the browser that made the change stays in.
 */
export async function changePassword(
  deps: PasswordChangeDeps,
  owner: { kind: repo.PasswordOwnerKind; id: string; sessionId: string },
  body: ChangePasswordBody,
): Promise<void> {
  const storedHash = await repo.findPasswordHash(deps.db, owner.kind, owner.id)
  if (storedHash === undefined) throw new UnauthenticatedError(t.notLoggedIn)
  // 400 rather than 401: a mistyped current password is not an ended session.
  if (!(await verifyPassword(storedHash, body.current_password))) throw new BadRequestError(t.currentPasswordWrong)
  const passwordHash = await hashPassword(body.password)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, owner.kind, owner.id, passwordHash, now)
    await revokeOtherSessions(tx, { kind: owner.kind, id: owner.id }, owner.sessionId, now)
  })
}
