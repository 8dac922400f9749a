import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ImageType } from './image-type'

// Photos live under DATA_DIR/uploads/photos with random names; the database keeps only the URL.

export const PHOTO_URL_PREFIX = '/api/uploads/photos/'
const SAFE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/

const photosDir = (dataDir: string) => join(dataDir, 'uploads', 'photos')

export async function storePhoto(dataDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const fileName = `${randomUUID()}.${type.extension}`
  await mkdir(photosDir(dataDir), { recursive: true })
  await writeFile(join(photosDir(dataDir), fileName), bytes)
  return `${PHOTO_URL_PREFIX}${fileName}`
}

/** Removes a photo this server stored earlier; URLs from elsewhere (seed, Google) are left alone. */
export async function removeStoredPhoto(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return
  const fileName = url.slice(PHOTO_URL_PREFIX.length)
  if (SAFE_NAME.test(fileName)) await rm(join(photosDir(dataDir), fileName), { force: true })
}

/** The bytes of a stored photo, or null for an unknown or unsafe name. */
export async function readStoredPhoto(dataDir: string, fileName: string): Promise<Buffer | null> {
  if (!SAFE_NAME.test(fileName)) return null
  try {
    return await readFile(join(photosDir(dataDir), fileName))
  } catch {
    return null
  }
}
