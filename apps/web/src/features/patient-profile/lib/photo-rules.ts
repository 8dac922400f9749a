import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'

// The server's photo rules (PNG, JPEG or WebP up to 2 MB), checked before sending so a wrong file is
// refused at once; the server still checks the real content.

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',')
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024

/** Why this file cannot be the photo, or null when it can. */
export function photoProblemOf(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t.photoWrongType
  if (file.size > PHOTO_MAX_BYTES) return t.photoTooLarge
  return null
}
