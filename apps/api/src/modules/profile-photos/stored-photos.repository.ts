import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storedPhotos } from '../../db/schema/files'

export type StoredPhoto = { contentType: string; bytes: Buffer }

export async function insertPhoto(db: Db, photo: { name: string; contentType: string; bytes: Buffer; createdAt: Date }): Promise<void> {
  await db.insert(storedPhotos).values(photo).onConflictDoNothing()
}

export async function findPhoto(db: Db, name: string): Promise<StoredPhoto | undefined> {
  const [row] = await db.select({ contentType: storedPhotos.contentType, bytes: storedPhotos.bytes }).from(storedPhotos).where(eq(storedPhotos.name, name))
  return row
}

export async function deletePhoto(db: Db, name: string): Promise<void> {
  await db.delete(storedPhotos).where(eq(storedPhotos.name, name))
}

/** Which of `names` are already stored. */
export async function storedNames(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db.select({ name: storedPhotos.name }).from(storedPhotos).where(inArray(storedPhotos.name, names))
  return new Set(rows.map((row) => row.name))
}
