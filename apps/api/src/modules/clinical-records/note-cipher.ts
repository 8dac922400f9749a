import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { ClinicalNoteKeys } from '../../config'

// AES-256-GCM for clinical notes (decision 036). Each note gets a fresh 12-byte nonce; the associated
// data binds the ciphertext to its row (note id, professional, patient, session), so moving a ciphertext
// to another row — another patient's record — makes it fail to decrypt instead of showing it there.

const ALGORITHM = 'aes-256-gcm'
const TAG_BYTES = 16

export type NoteBinding = { id: string; professionalId: string; patientId: string; sessionId: string }
export type SealedNote = { keyId: string; iv: string; ciphertext: string }

const associatedData = (b: NoteBinding) => Buffer.from(`clinical-note:v1:${b.id}:${b.professionalId}:${b.patientId}:${b.sessionId}`, 'utf8')

/** Encrypts under the current key. */
export function sealNote(keys: ClinicalNoteKeys, binding: NoteBinding, text: string): SealedNote {
  const key = keys.keys.get(keys.currentKeyId)
  if (!key) throw new Error(`clinical notes: the current key ${keys.currentKeyId} is not configured`)
  const iv = randomBytes(12)
  const cipher = createCipheriv(ALGORITHM, key, iv)
  cipher.setAAD(associatedData(binding))
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { keyId: keys.currentKeyId, iv: iv.toString('base64'), ciphertext: body.toString('base64') }
}

/**
 * Decrypts with the key the note names; null when that key is no longer configured or the data does not
 * authenticate (wrong key, altered or moved row), so one unreadable note does not hide the others.
 */
export function openNote(keys: ClinicalNoteKeys, binding: NoteBinding, sealed: SealedNote): string | null {
  const key = keys.keys.get(sealed.keyId)
  if (!key) return null
  const body = Buffer.from(sealed.ciphertext, 'base64')
  if (body.length < TAG_BYTES) return null
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'))
    decipher.setAAD(associatedData(binding))
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES))
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
