import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { patients, professionals } from '../../db/schema/people'

export type PhotoOwnerKind = 'patient' | 'professional'

export async function findPhotoUrl(db: Db, kind: PhotoOwnerKind, id: string): Promise<{ url: string | null } | undefined> {
  const table = kind === 'patient' ? patients : professionals
  const [row] = await db.select({ url: table.profilePhotoUrl }).from(table).where(eq(table.id, id))
  return row
}

export async function setPhotoUrl(db: Db, kind: PhotoOwnerKind, id: string, url: string, now: Date): Promise<void> {
  if (kind === 'patient') await db.update(patients).set({ profilePhotoUrl: url, updatedAt: now }).where(eq(patients.id, id))
  else await db.update(professionals).set({ profilePhotoUrl: url, updatedAt: now }).where(eq(professionals.id, id))
}
