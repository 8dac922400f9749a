import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { patients, professionals } from '../../db/schema/people'

/** Whose own password may be changed while logged in (patients and professionals; not admins yet). */
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
