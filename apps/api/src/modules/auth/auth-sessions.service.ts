import { createHash, randomBytes } from 'node:crypto'
import type { ActorKind } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import type { Actor } from './actor'
import * as repo from './auth-sessions.repository'

// Server-side sessions (docs/decisions/003-auth-sessions.md): the cookie carries a random token, the
// database only its SHA-256, so a leaked table cannot be replayed as cookies.

const DAY_MS = 24 * 60 * 60 * 1000
/** Sliding lifetime: a session ends after 30 days without use. */
export const SESSION_TTL_MS = 30 * DAY_MS
/** The expiry is pushed forward at most once a day, so reads do not write on every request. */
const REFRESH_AFTER_MS = DAY_MS

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createAuthSession(
  db: Db,
  owner: { kind: ActorKind; id: string },
  now: Date,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await repo.insertAuthSession(db, { tokenHash: hashSessionToken(token), actorKind: owner.kind, actorId: owner.id, expiresAt, now, ...meta })
  return { token, expiresAt }
}

/**
 * The actor behind a token, or null when the session is unknown, expired or revoked, or its owner
 * may no longer act (banned patient or professional, deleted patient, inactive admin): those lose
 * access at once even if a revocation was missed. `renewedUntil` is set when the expiry slid forward.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<{ actor: Actor; renewedUntil?: Date } | null> {
  const row = await repo.findLiveSessionByTokenHash(db, hashSessionToken(token), now)
  if (!row) return null
  const base = { id: row.actorId, sessionId: row.id }
  let actor: Actor
  if (row.actorKind === 'patient' && row.patientAllowed) actor = { kind: 'patient', ...base }
  else if (row.actorKind === 'professional' && row.professionalAllowed) {
    actor = { kind: 'professional', ...base, authorized: row.professionalAuthorized === true, suspended: row.professionalSuspended === true }
  } else if (row.actorKind === 'admin' && row.adminAllowed) actor = { kind: 'admin', ...base }
  else return null

  const renewedUntil = new Date(now.getTime() + SESSION_TTL_MS)
  if (renewedUntil.getTime() - row.expiresAt.getTime() < REFRESH_AFTER_MS) return { actor }
  await repo.extendAuthSession(db, row.id, now, renewedUntil)
  return { actor, renewedUntil }
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await repo.revokeAuthSession(db, sessionId, now)
}

/** Logs a person out everywhere: used on ban, deactivation and password change. */
export async function revokeAllSessions(db: Db, owner: { kind: ActorKind; id: string }, now: Date): Promise<void> {
  await repo.revokeAuthSessionsOf(db, owner.kind, owner.id, now)
}

/** Logs a person out on every other device, keeping `keepSessionId` (the one asking): own password change. */
export async function revokeOtherSessions(db: Db, owner: { kind: ActorKind; id: string }, keepSessionId: string, now: Date): Promise<void> {
  await repo.revokeAuthSessionsOfExcept(db, owner.kind, owner.id, keepSessionId, now)
}
