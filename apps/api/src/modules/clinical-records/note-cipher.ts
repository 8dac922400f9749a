import type { ClinicalNoteKeys } from '../../config'
import { openText, sealText, type SealedText } from '../../lib/sealed-text'

// AES-256-GCM for clinical notes (decision 036), through lib/sealed-text.ts. The associated data binds the
// ciphertext to its row (note id, professional, patient, session), so moving a ciphertext to another row —
// another patient's record — makes it fail to decrypt instead of showing it there.

export type NoteBinding = { id: string; professionalId: string; patientId: string; sessionId: string }
export type SealedNote = SealedText

const associatedData = (b: NoteBinding) => `clinical-note:v1:${b.id}:${b.professionalId}:${b.patientId}:${b.sessionId}`

/** Encrypts under the current key. */
export function sealNote(keys: ClinicalNoteKeys, binding: NoteBinding, text: string): SealedNote {
  return sealText(keys, associatedData(binding), text)
}

/**
 * Decrypts with the key the note names; null when that key is no longer configured or the data does not
 * authenticate (wrong key, altered or moved row), so one unreadable note does not hide the others.
 */
export function openNote(keys: ClinicalNoteKeys, binding: NoteBinding, sealed: SealedNote): string | null {
  return openText(keys, associatedData(binding), sealed)
}
