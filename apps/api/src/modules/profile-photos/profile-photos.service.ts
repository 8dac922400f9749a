import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { BadRequestError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError } from '../../lib/errors'
import type { Actor } from '../auth/actor'
import { sniffImageType } from './image-type'
import { removeStoredPhoto, storePhoto } from './photo-storage'
import * as repo from './profile-photos.repository'

type PhotoDeps = Pick<Deps, 'db' | 'clock'>

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024

/** The owner changes their own photo; an admin may change anyone's; nobody else. */
function assertMayChange(actor: Actor, kind: repo.PhotoOwnerKind, ownerId: string) {
  if (actor.kind === 'admin') return
  if (actor.kind !== kind) throw new ForbiddenError(t.forbidden)
  if (actor.id !== ownerId) throw new NotFoundError(t.notFound)
}

/**
 * Stores the new photo, points the profile at it and removes the one it replaces. The upload is read
 * only after the caller is known to own the profile: strangers learn nothing from its checks.
 */
export async function replacePhoto(
  deps: PhotoDeps,
  actor: Actor,
  kind: repo.PhotoOwnerKind,
  ownerId: string,
  readUpload: () => Promise<Buffer | null>,
): Promise<void> {
  assertMayChange(actor, kind, ownerId)
  const current = await repo.findPhotoUrl(deps.db, kind, ownerId)
  if (!current) throw new NotFoundError(t.notFound)
  const bytes = await readUpload()
  if (!bytes || bytes.length === 0) throw new BadRequestError(t.photoMissing)
  const type = sniffImageType(bytes)
  if (!type) throw new UnsupportedMediaTypeError(t.photoType)
  const url = await storePhoto(deps.db, bytes, type, deps.clock.now())
  await repo.setPhotoUrl(deps.db, kind, ownerId, url, deps.clock.now())
  await removeStoredPhoto(deps.db, current.url)
}
