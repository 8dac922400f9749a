import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { ClinicalNoteKeys } from '../config'

// AES-256-GCM under the installation's data keys (CLINICAL_NOTES_KEYS, decision 036): clinical notes and
// the secrets of professionals' own calendars (decision 089). Each text gets a fresh 12-byte nonce; the
// associated data binds the ciphertext to its row, so a ciphertext moved to another row fails to open.

const ALGORITHM = 'aes-256-gcm'
const TAG_BYTES = 16

export type SealedText = { keyId: string; iv: string; ciphertext: string }

/** Encrypts under the current key, bound to `associatedData`. */
export function sealText(keys: ClinicalNoteKeys, associatedData: string, text: string): SealedText {
  const key = keys.keys.get(keys.currentKeyId)
  if (!key) throw new Error(`data keys: the current key ${keys.currentKeyId} is not configured`)
  const iv = randomBytes(12)
  const cipher = createCipheriv(ALGORITHM, key, iv)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { keyId: keys.currentKeyId, iv: iv.toString('base64'), ciphertext: body.toString('base64') }
}

/** Decrypts with the key the text names; null when that key is gone or the data does not authenticate. */
export function openText(keys: ClinicalNoteKeys, associatedData: string, sealed: SealedText): string | null {
  const key = keys.keys.get(sealed.keyId)
  if (!key) return null
  const body = Buffer.from(sealed.ciphertext, 'base64')
  if (body.length < TAG_BYTES) return null
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'))
    decipher.setAAD(Buffer.from(associatedData, 'utf8'))
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES))
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
