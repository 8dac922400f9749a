import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { ActorKind } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { authSessions } from '../../db/schema/accounts'
import { admins, patients, professionals } from '../../db/schema/people'

export function insertAuthSession(
  db: Db,
  values: { tokenHash: string; actorKind: ActorKind; actorId: string; expiresAt: Date; now: Date; userAgent?: string; ip?: string },
) {
  return db.insert(authSessions).values({
    tokenHash: values.tokenHash,
    actorKind: values.actorKind,
    actorId: values.actorId,
    expiresAt: values.expiresAt,
    lastSeenAt: values.now,
    createdAt: values.now,
    userAgent: values.userAgent?.slice(0, 500),
    ip: values.ip,
  })
}

function liveSessionByTokenHashQuery(db: Db) {
  return db
    .select({
      id: authSessions.id,
      actorKind: authSessions.actorKind,
      actorId: authSessions.actorId,
      expiresAt: authSessions.expiresAt,
      patientAllowed: sql<boolean | null>`(${patients.banned} = false and ${patients.deletedAt} is null)`,
      professionalAllowed: sql<boolean | null>`(${professionals.banned} = false)`,
      professionalAuthorized: professionals.authorized,
      professionalSuspended: sql<boolean | null>`(${professionals.deauthorizedAt} is not null)`,
      adminAllowed: admins.active,
    })
    .from(authSessions)
    .leftJoin(patients, and(eq(authSessions.actorKind, 'patient'), eq(patients.id, authSessions.actorId)))
    .leftJoin(professionals, and(eq(authSessions.actorKind, 'professional'), eq(professionals.id, authSessions.actorId)))
    .leftJoin(admins, and(eq(authSessions.actorKind, 'admin'), eq(admins.id, authSessions.actorId)))
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql.placeholder('now'))))
    .prepare('auth_session_by_token_hash')
}

// Every logged-in request runs this lookup: its SQL is built once per database, not at each request.
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionByTokenHashQuery>>()

/**
 * The live session of a token together with the standing of its owner, in one round trip: the
 * flags that decide whether the owner may still act (banned, inactive, authorized).
 */
export async function findLiveSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  let query = liveSessionQueries.get(db)
  if (!query) {
    query = liveSessionByTokenHashQuery(db)
    liveSessionQueries.set(db, query)
  }
  const [row] = await query.execute({ tokenHash, now })
  return row
}

export function extendAuthSession(db: Db, id: string, now: Date, expiresAt: Date) {
  return db.update(authSessions).set({ lastSeenAt: now, expiresAt }).where(eq(authSessions.id, id))
}

export function revokeAuthSession(db: Db, id: string, now: Date) {
  return db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
}

export function revokeAuthSessionsOf(db: Db, actorKind: ActorKind, actorId: string, now: Date) {
  return db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.actorKind, actorKind), eq(authSessions.actorId, actorId), isNull(authSessions.revokedAt)))
}

export function revokeAuthSessionsOfExcept(db: Db, actorKind: ActorKind, actorId: string, keepSessionId: string, now: Date) {
  return db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.actorKind, actorKind), eq(authSessions.actorId, actorId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)))
}
