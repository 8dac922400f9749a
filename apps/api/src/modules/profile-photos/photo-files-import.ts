import { readdir, readFile, rm, rmdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../../db/client'
import { contentTypeOfFileName } from './image-type'
import { SAFE_PHOTO_NAME } from './photo-storage'
import * as repo from './stored-photos.repository'

/**
 * Earlier versions wrote photos under DATA_DIR/uploads/photos. At start each such file moves into the
 * database under the same name (so the URLs profiles keep go on working) and is then deleted; the folder
 * goes once empty. Safe to run on every start and from several instances at once.
 */
export async function importPhotoFiles(db: Db, dataDir: string, now: Date): Promise<number> {
  const folder = join(dataDir, 'uploads', 'photos')
  let names: string[]
  try {
    names = (await readdir(folder)).filter((name) => SAFE_PHOTO_NAME.test(name))
  } catch {
    return 0
  }
  const already = await repo.storedNames(db, names)
  let imported = 0
  for (const name of names) {
    const contentType = contentTypeOfFileName(name)
    if (!contentType) continue
    if (!already.has(name)) {
      await repo.insertPhoto(db, { name, contentType, bytes: await readFile(join(folder, name)), createdAt: now })
      imported += 1
    }
    await rm(join(folder, name), { force: true })
  }
  // Anything else in the folder is not ours to delete; rmdir fails then, and that is fine.
  await rmdir(folder).catch(() => {})
  return imported
}
