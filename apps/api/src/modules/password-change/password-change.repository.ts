import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authSessions } from '../../db/schema/accounts'
import { patients, professionals } from '../../db/schema/people'

/** Whose own password may be changed while logged in (admins are managed from the CLI). */
export type PasswordOwnerKind = 'patient' | 'professional'

export async function findPasswordHash(db: Db, kind: PasswordOwnerKind, id: string): Promise<string | null | undefined> {
  const table = kind === 'patient' ? patients : professionals
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, id))
  return row ? row.passwordHash : undefined
}

export async function setPasswordHash(db: Db, kind: PasswordOwnerKind, id: string, passwordHash: string, now: Date): Promise<void> {
  if (kind === 'patient') await db.update(patients).set({ passwordHash, updatedAt: now }).where(eq(patients.id, id))
  else await db.update(professionals).set({ passwordHash, updatedAt: now }).where(eq(professionals.id, id))
}

/** Revokes every live session of the owner except `keepSessionId` (the one that made the change). */
export async function revokeOtherSessions(db: Db, kind: PasswordOwnerKind, id: string, keepSessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.actorKind, kind), eq(authSessions.actorId, id), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)))
}
