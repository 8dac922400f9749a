import { randomUUID } from 'node:crypto'
import type {
  ClinicalNoteDto,
  ClinicalRecordDto,
  ClinicalRecordPatientsDto,
  CopyRequestDto,
  PatientClinicalRecordsDto,
} from '@acolhe/shared/api/clinical-records'
import type { ClinicalNoteBody } from '@acolhe/shared/schemas/clinical-records'
import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import type { ClinicalNoteKeys } from '../../config'
import type { Deps } from '../../deps'
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { insertAudit } from '../audit/audit.repository'
import { openNote, sealNote } from './note-cipher'
import * as repo from './clinical-records.repository'
import { acceptsNote, retentionCutoff } from './record-rules'
import { renderRecordCopy } from './record-copy'

// The clinical record (decision 036): notes only their professional reads, the patient's copy only after
// the professional approves it. Every read and write of a note, and every step of a copy, is audited on
// the patient (entity 'patient'), without the text: the patient's data export lists who read it and when.

type RecordDeps = Pick<Deps, 'db' | 'clock' | 'config'>

const iso = (value: Date) => value.toISOString()

function keysOf(deps: RecordDeps): ClinicalNoteKeys {
  // Production refuses to start without keys (startup/production-guards.ts); elsewhere there is a development key.
  if (!deps.config.clinicalNotes) throw new Error('clinical notes: no CLINICAL_NOTES_KEYS configured')
  return deps.config.clinicalNotes
}

function decrypt(deps: RecordDeps, note: repo.NoteRow): string {
  const text = openNote(keysOf(deps), note, note)
  return text ?? t.unreadableNote
}

function toNoteDto(deps: RecordDeps, note: repo.NoteRow, sessionDate: Date): ClinicalNoteDto {
  return { id: note.id, session_id: note.sessionId, session_date: iso(sessionDate), text: decrypt(deps, note), created_at: iso(note.createdAt) }
}

function toCopyDto(row: repo.CopyRequestRow): CopyRequestDto {
  return { id: row.id, status: row.status, requested_at: iso(row.requestedAt), decided_at: row.decidedAt ? iso(row.decidedAt) : null }
}

/** A record exists only between a professional and a patient they have seen; otherwise it is not found (no hint it could exist). */
async function requireRecord(deps: RecordDeps, professionalId: string, patientId: string): Promise<void> {
  if (!(await repo.hasSeen(deps.db, professionalId, patientId))) throw new NotFoundError(t.recordNotFound)
}

export async function listRecordPatients(deps: RecordDeps, professionalId: string): Promise<ClinicalRecordPatientsDto> {
  const rows = await repo.listRecordPatients(deps.db, professionalId)
  return {
    data: rows.map((row) => ({
      patient: { id: row.id, first_name: row.firstName, last_name: row.lastName },
      last_session_date: iso(row.lastSession ?? new Date(0)),
      note_count: row.noteCount,
      pending_copy_requests: row.pendingCopies,
    })),
  }
}

export async function getRecord(deps: RecordDeps, professionalId: string, patientId: string): Promise<ClinicalRecordDto> {
  await requireRecord(deps, professionalId, patientId)
  const [patient, sessions, notes, copies] = await Promise.all([
    repo.findPatientNames(deps.db, patientId),
    repo.listRecordSessions(deps.db, professionalId, patientId),
    repo.listNotes(deps.db, professionalId, patientId),
    repo.listCopyRequests(deps.db, professionalId, patientId),
  ])
  await insertAudit(deps.db, {
    actorKind: 'professional',
    actorId: professionalId,
    action: 'clinical_record.read',
    entity: 'patient',
    entityId: patientId,
    after: { notes: notes.map(({ note }) => note.id) },
  })
  return {
    patient: { id: patientId, first_name: patient?.firstName ?? null, last_name: patient?.lastName ?? null },
    sessions: sessions.map((s) => ({ id: s.id, selected_date: iso(s.selectedDate), status: s.status, can_add_note: acceptsNote(s.status) })),
    notes: notes.map(({ note, sessionDate }) => toNoteDto(deps, note, sessionDate)),
    copy_requests: copies.map((row) => ({ ...toCopyDto(row), can_decide: row.status === 'REQUESTED' })),
  }
}

export async function addNote(deps: RecordDeps, professionalId: string, patientId: string, body: ClinicalNoteBody): Promise<ClinicalNoteDto> {
  await requireRecord(deps, professionalId, patientId)
  const session = await repo.findSession(deps.db, body.session_id)
  if (!session || session.professionalId !== professionalId || session.userId !== patientId) throw new NotFoundError(t.recordNotFound)
  if (!acceptsNote(session.status)) throw new UnprocessableError(t.noteNotAllowed)
  const now = deps.clock.now()
  const binding = { id: randomUUID(), professionalId, patientId, sessionId: session.id }
  const sealed = sealNote(keysOf(deps), binding, body.text)
  const note = await deps.db.transaction(async (tx) => {
    const created = await repo.insertNote(tx, { ...binding, ...sealed, createdAt: now })
    await insertAudit(tx, {
      actorKind: 'professional',
      actorId: professionalId,
      action: 'clinical_note.create',
      entity: 'patient',
      entityId: patientId,
      after: { note_id: created.id, session_id: session.id, key_id: sealed.keyId },
    })
    return created
  })
  return toNoteDto(deps, note, session.selectedDate)
}

export async function decideCopyRequest(deps: RecordDeps, professionalId: string, requestId: string, approved: boolean): Promise<CopyRequestDto> {
  const request = await repo.findCopyRequest(deps.db, requestId)
  if (!request || request.professionalId !== professionalId) throw new NotFoundError(t.copyRequestNotFound)
  const now = deps.clock.now()
  const decided = await deps.db.transaction(async (tx) => {
    const row = await repo.decideCopyRequest(tx, requestId, approved ? 'APPROVED' : 'DECLINED', now)
    if (!row) return undefined
    await insertAudit(tx, {
      actorKind: 'professional',
      actorId: professionalId,
      action: approved ? 'clinical_record.copy_approve' : 'clinical_record.copy_decline',
      entity: 'patient',
      entityId: request.patientId,
      after: { copy_request_id: row.id, status: row.status },
    })
    return row
  })
  if (!decided) throw new ConflictError(t.copyAlreadyDecided)
  return toCopyDto(decided)
}

export async function listPatientRecords(deps: RecordDeps, patientId: string): Promise<PatientClinicalRecordsDto> {
  const [professionals, latest] = await Promise.all([repo.listSeenProfessionals(deps.db, patientId), repo.latestCopyRequestsOfPatient(deps.db, patientId)])
  const approved = await Promise.all(professionals.map((p) => repo.latestApprovedCopy(deps.db, p.id, patientId)))
  return {
    data: professionals.map((p, index) => {
      const request = latest.get(p.id)
      return {
        professional: { id: p.id, first_name: p.firstName, last_name: p.lastName, professional_type: p.professionalType },
        copy_request: request ? toCopyDto(request) : null,
        can_request: request?.status !== 'REQUESTED',
        can_download: approved[index] !== undefined,
      }
    }),
  }
}

export async function requestCopy(deps: RecordDeps, patientId: string, professionalId: string): Promise<CopyRequestDto> {
  await requireRecord(deps, professionalId, patientId)
  const now = deps.clock.now()
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertCopyRequest(tx, patientId, professionalId, now)
    if (!row) return undefined
    await insertAudit(tx, {
      actorKind: 'patient',
      actorId: patientId,
      action: 'clinical_record.copy_request',
      entity: 'patient',
      entityId: patientId,
      after: { copy_request_id: row.id, professional_id: professionalId },
    })
    return row
  })
  if (!created) throw new ConflictError(t.copyAlreadyRequested)
  return toCopyDto(created)
}

/** The approved copy: the notes written up to the newest approval, nothing before any approval. */
export async function downloadCopy(deps: RecordDeps, patientId: string, professionalId: string): Promise<{ fileName: string; text: string }> {
  await requireRecord(deps, professionalId, patientId)
  const approval = await repo.latestApprovedCopy(deps.db, professionalId, patientId)
  if (!approval?.decidedAt) throw new NotFoundError(t.copyNotApproved)
  const [patient, professional, notes] = await Promise.all([
    repo.findPatientNames(deps.db, patientId),
    repo.findProfessionalNames(deps.db, professionalId),
    repo.listNotes(deps.db, professionalId, patientId, approval.decidedAt),
  ])
  await insertAudit(deps.db, {
    actorKind: 'patient',
    actorId: patientId,
    action: 'clinical_record.copy_download',
    entity: 'patient',
    entityId: patientId,
    after: { copy_request_id: approval.id, notes: notes.map(({ note }) => note.id) },
  })
  return renderRecordCopy({
    patientName: [patient?.firstName, patient?.lastName].filter(Boolean).join(' ') || t.patientFallback,
    professionalName: [professional?.firstName, professional?.lastName].filter(Boolean).join(' '),
    registry: professional?.crmOrCrp ?? '',
    approvedAt: approval.decidedAt,
    notes: notes.map(({ note, sessionDate }) => ({ sessionDate, writtenAt: note.createdAt, text: decrypt(deps, note) })),
  })
}

/** The purge job's run: records whose newest note is past the retention period go, with their copy requests. */
export async function purgeExpiredRecords(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  return repo.purgeExpiredRecords(deps.db, retentionCutoff(deps.clock.now()))
}
