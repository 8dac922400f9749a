import { z } from 'zod'
import { clinicalRecordTexts as t } from '../texts/clinical-records'

// Bodies and parameters of the clinical record's routes (docs/decisions/036-clinical-record.md).

/** A note is one session's record: long enough for a full session, short enough to stay one row. */
export const CLINICAL_NOTE_MAX = 20_000

const uuid = (message: string) => z.string({ error: message }).uuid(message)

export const patientIdParamSchema = z.object({ patientId: uuid(t.invalidId) })
export const professionalIdParamSchema = z.object({ professionalId: uuid(t.invalidId) })

/** Body of POST /professional-private/me/clinical-records/{patientId}/notes. */
export const clinicalNoteBodySchema = z.object({
  session_id: uuid(t.sessionRequired),
  text: z.string({ error: t.noteRequired }).trim().min(1, t.noteRequired).max(CLINICAL_NOTE_MAX, t.noteMax),
})
export type ClinicalNoteBody = z.infer<typeof clinicalNoteBodySchema>

/** Body of PATCH /professional-private/me/clinical-record-copies/{id}: approve (true) or decline (false). */
export const copyDecisionBodySchema = z.object({ approved: z.boolean({ error: t.decisionRequired }) })
