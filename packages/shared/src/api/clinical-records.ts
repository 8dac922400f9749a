import { z } from 'zod'
import { PROFESSIONAL_TYPES, SESSION_STATUSES } from '../enums'

// Response shapes of the clinical record (docs/decisions/036-clinical-record.md), shared by the API's
// response schemas and the web.

export const COPY_REQUEST_STATUSES = ['REQUESTED', 'APPROVED', 'DECLINED'] as const
export type CopyRequestStatus = (typeof COPY_REQUEST_STATUSES)[number]

const person = z.object({ id: z.string().uuid(), first_name: z.string().nullable(), last_name: z.string().nullable() })

export const clinicalNoteSchema = z.object({
  id: z.string().uuid(),
  session_id: z.string().uuid(),
  session_date: z.string(),
  text: z.string(),
  created_at: z.string(),
})
export type ClinicalNoteDto = z.infer<typeof clinicalNoteSchema>

export const copyRequestSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(COPY_REQUEST_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
})
export type CopyRequestDto = z.infer<typeof copyRequestSchema>

/** One patient's record as their professional sees it; the server says which sessions accept a note. */
export const clinicalRecordSchema = z.object({
  patient: person,
  sessions: z.array(
    z.object({
      id: z.string().uuid(),
      selected_date: z.string(),
      status: z.enum(SESSION_STATUSES),
      /** The professional may add a note to this session now. */
      can_add_note: z.boolean(),
    }),
  ),
  /** Newest session first; within a session, newest note first. */
  notes: z.array(clinicalNoteSchema),
  copy_requests: z.array(copyRequestSchema.extend({ can_decide: z.boolean() })),
})
export type ClinicalRecordDto = z.infer<typeof clinicalRecordSchema>

/** The professional's patients with a record (seen at least once). */
export const clinicalRecordPatientsSchema = z.object({
  data: z.array(
    z.object({
      patient: person,
      last_session_date: z.string(),
      note_count: z.number().int(),
      pending_copy_requests: z.number().int(),
    }),
  ),
})
export type ClinicalRecordPatientsDto = z.infer<typeof clinicalRecordPatientsSchema>

/** The patient's records, one per professional who saw them, with the latest copy request and what they may do. */
export const patientClinicalRecordsSchema = z.object({
  data: z.array(
    z.object({
      professional: person.extend({ professional_type: z.enum(PROFESSIONAL_TYPES) }),
      copy_request: copyRequestSchema.nullable(),
      can_request: z.boolean(),
      can_download: z.boolean(),
    }),
  ),
})
export type PatientClinicalRecordsDto = z.infer<typeof patientClinicalRecordsSchema>
