import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client'
import { contentTypeOfFileName, type ImageType } from './image-type'
import * as repo from './stored-photos.repository'

// Photos live in the database (decision 033), so every instance behind a balancer serves every photo and
// a database backup holds them too. A photo's name is random and never reused; the profile keeps its URL.

export const PHOTO_URL_PREFIX = '/api/uploads/photos/'
export const SAFE_PHOTO_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/

export async function storePhoto(db: Db, bytes: Buffer, type: ImageType, now: Date): Promise<string> {
  const name = `${randomUUID()}.${type.extension}`
  await repo.insertPhoto(db, { name, contentType: type.contentType, bytes, createdAt: now })
  return `${PHOTO_URL_PREFIX}${name}`
}

/** Removes a photo stored here earlier; URLs from elsewhere (seed, Google) are left alone. */
export async function removeStoredPhoto(db: Db, url: string | null): Promise<void> {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return
  const name = url.slice(PHOTO_URL_PREFIX.length)
  if (SAFE_PHOTO_NAME.test(name)) await repo.deletePhoto(db, name)
}

/** A stored photo by its name, or null for an unknown or unsafe name. */
export async function readStoredPhoto(db: Db, name: string): Promise<repo.StoredPhoto | null> {
  if (!SAFE_PHOTO_NAME.test(name) || !contentTypeOfFileName(name)) return null
  return (await repo.findPhoto(db, name)) ?? null
}
