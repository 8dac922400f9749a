import { randomBytes } from 'node:crypto'
import type { Deps } from '../../deps'
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS } from '../../seed/seed'
import { revokeAllSessions } from '../auth/auth-sessions.service'
import { hashPassword, verifyPassword } from '../auth/passwords'
import * as repo from './demo-logins.repository'

export type LockedLogin = { email: string; kind: repo.LoginKind }

/**
 * `npm run admin -- remove-demo-logins`: every demo login that still opens with the published demo
 * password stops opening (production refuses to start while one does). The accounts stay, with what
 * they are tied to (sessions booked with a demo professional, payments): patients and professionals
 * lose their password, demo admins get an unknown one and are deactivated; their sessions end.
 */
export async function lockDemoLogins(deps: Pick<Deps, 'db' | 'clock'>): Promise<LockedLogin[]> {
  const locked: LockedLogin[] = []
  for (const { email } of DEMO_LOGINS) {
    for (const login of await repo.loginsByEmail(deps.db, email)) {
      if (!login.passwordHash || !(await verifyPassword(login.passwordHash, DEMO_LOGIN_PASSWORD))) continue
      if (login.kind === 'admin') await repo.lockAdmin(deps.db, login.id, await hashPassword(randomBytes(32).toString('base64url')))
      else await repo.clearPassword(deps.db, login.kind, login.id)
      await revokeAllSessions(deps.db, { kind: login.kind, id: login.id }, deps.clock.now())
      locked.push({ email, kind: login.kind })
    }
  }
  return locked
}
