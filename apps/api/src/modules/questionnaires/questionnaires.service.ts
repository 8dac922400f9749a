import { randomUUID } from 'node:crypto'
import type {
  OpenQuestionnairesDto,
  PatientQuestionnairesDto,
  QuestionnaireAlertsDto,
  QuestionnaireAnswerOutcomeDto,
  QuestionnaireAssignmentDto,
  QuestionnaireHistoryDto,
  QuestionnaireMarksDto,
  QuestionnaireResultDto,
  QuestionnaireSharingDto,
} from '@acolhe/shared/api/questionnaires'
import { instrumentOf } from '@acolhe/shared/instruments/catalogue'
import { checkAnswers, scoreAnswers } from '@acolhe/shared/instruments/score'
import type { AssignQuestionnaireBody, QuestionnaireAnswersBody, QuestionnaireSharingBody } from '@acolhe/shared/schemas/questionnaires'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import type { ClinicalNoteKeys } from '../../config'
import type { Db } from '../../db/client'
import type { Deps } from '../../deps'
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { insertAudit } from '../audit/audit.repository'
import { openNote, sealNote } from '../clinical-records/note-cipher'
import { renderEmail } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'
import * as repo from './questionnaires.repository'
import { askedState, sessionsAskedBefore } from './schedule-rules'

// Questionnaires before consultations (decisions 093–095). The professional chooses the instrument and
// when it is asked; the patient answers before the consultation; the answers are sealed like clinical
// notes and read only by that professional and the patient. A risk answer (PHQ-9 item 9) raises an alert
// in the same transaction as the answer: an email without content and an in-app alert, both recorded.

type QuestionnaireDeps = Pick<Deps, 'db' | 'clock' | 'config'>

const iso = (value: Date) => value.toISOString()
/** The agenda's marks reach back this far (the list shows recent and upcoming consultations). */
const MARKS_SINCE_MS = 120 * 86_400_000

function keysOf(deps: QuestionnaireDeps): ClinicalNoteKeys {
  // The clinical notes' keys: production refuses to start without them (startup/production-guards.ts).
  if (!deps.config.clinicalNotes) throw new Error('questionnaires: no CLINICAL_NOTES_KEYS configured')
  return deps.config.clinicalNotes
}

/** The answers of a sheet, or null when its key is gone or the row does not authenticate. */
function answersOf(deps: QuestionnaireDeps, row: repo.ResponseRow): number[] | null {
  const text = openNote(keysOf(deps), row, row)
  if (text === null) return null
  const parsed: unknown = JSON.parse(text)
  return Array.isArray(parsed) && parsed.every((v) => typeof v === 'number') ? parsed : null
}

function toAssignmentDto(row: repo.AssignmentRow): QuestionnaireAssignmentDto {
  return {
    id: row.id,
    instrument: row.instrument,
    schedule: row.schedule,
    every_n: row.everyN,
    created_at: iso(row.createdAt),
    stopped_at: row.stoppedAt ? iso(row.stoppedAt) : null,
  }
}

function scored(deps: QuestionnaireDeps, row: repo.ResponseRow) {
  const answers = answersOf(deps, row)
  const instrument = instrumentOf(row.instrument)
  if (!answers || !checkAnswers(instrument, answers).ok) return { answers: null, score: null, band: null, band_label: null }
  const result = scoreAnswers(instrument, answers)
  return { answers, score: result.total, band: result.band.code, band_label: result.band.label }
}

async function requirePatientOf(deps: QuestionnaireDeps, professionalId: string, patientId: string): Promise<void> {
  // A stranger's patient is not found: no hint that they exist.
  if (!(await repo.isPatientOf(deps.db, professionalId, patientId))) throw new NotFoundError(t.patientNotFound)
}

/** One patient's questionnaires as their professional sees them: schedules, every asked one with its state and score, the consultations. */
export async function getPatientQuestionnaires(deps: QuestionnaireDeps, professionalId: string, patientId: string): Promise<PatientQuestionnairesDto> {
  await requirePatientOf(deps, professionalId, patientId)
  const now = deps.clock.now()
  const [patient, assignments, sessions, responses, shared] = await Promise.all([
    repo.findPatientNames(deps.db, patientId),
    repo.listAssignments(deps.db, professionalId, patientId),
    repo.listPairSessions(deps.db, professionalId, patientId),
    repo.listResponses(deps.db, professionalId, patientId),
    repo.listSharedInstruments(deps.db, professionalId, patientId),
  ])
  const sessionById = new Map(sessions.map((s) => [s.id, s]))
  const results: QuestionnaireResultDto[] = []
  for (const assignment of assignments) {
    const answered = new Map(responses.filter((r) => r.assignmentId === assignment.id).map((r) => [r.sessionId, r]))
    const asked = new Map(sessionsAskedBefore(assignment, sessions).map((s) => [s.id, s]))
    // An answer stays even when its consultation no longer counts (cancelled after the answer).
    for (const sessionId of answered.keys()) {
      const session = sessionById.get(sessionId)
      if (session) asked.set(sessionId, session)
    }
    for (const session of asked.values()) {
      const response = answered.get(session.id)
      const state = askedState(session, response !== undefined, now)
      if (state === 'NOT_YET') continue
      const score = response ? scored(deps, response) : { answers: null, score: null, band: null, band_label: null }
      results.push({
        assignment_id: assignment.id,
        instrument: assignment.instrument,
        session_id: session.id,
        session_date: iso(session.selectedDate),
        state,
        answered_at: response ? iso(response.answeredAt) : null,
        ...score,
        risk: response?.risk ?? false,
      })
    }
  }
  results.sort((a, b) => a.session_date.localeCompare(b.session_date) || a.instrument.localeCompare(b.instrument))
  // Reading answers is reading health data: recorded like a read of the clinical record, without content.
  await insertAudit(deps.db, {
    actorKind: 'professional',
    actorId: professionalId,
    action: 'questionnaires.read',
    entity: 'patient',
    entityId: patientId,
    after: { responses: responses.map((r) => r.id) },
  })
  return {
    patient: { id: patientId, first_name: patient?.firstName ?? null, last_name: patient?.lastName ?? null },
    assignments: assignments.map(toAssignmentDto),
    results,
    sessions: chartSessions(sessions).map((s) => ({ id: s.id, selected_date: iso(s.selectedDate) })),
    shared,
  }
}

/** The consultations a chart marks on its time axis: not cancelled, not an unpaid hold. */
function chartSessions(sessions: repo.PairSession[]): repo.PairSession[] {
  return sessions.filter((s) => s.status !== 'CANCELLED' && s.status !== 'CREATED' && s.status !== 'WAITING_CONFIRMATION')
}

/**
 * The professional shows (or stops showing) a patient their own history of one instrument (decision 099).
 * Only their own patient; each change is audited, a repeated one changes and records nothing.
 */
export async function setSharing(deps: QuestionnaireDeps, professionalId: string, patientId: string, body: QuestionnaireSharingBody): Promise<QuestionnaireSharingDto> {
  await requirePatientOf(deps, professionalId, patientId)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const changed = body.shared
      ? await repo.insertShare(tx, { professionalId, patientId, instrument: body.instrument, sharedAt: now })
      : await repo.deleteShare(tx, professionalId, patientId, body.instrument)
    if (!changed) return
    await insertAudit(tx, {
      actorKind: 'professional',
      actorId: professionalId,
      action: body.shared ? 'questionnaire.share' : 'questionnaire.unshare',
      entity: 'patient',
      entityId: patientId,
      after: { instrument: body.instrument },
    })
  })
  return { shared: await repo.listSharedInstruments(deps.db, professionalId, patientId) }
}

/**
 * A patient's own history (decision 099): only the instruments a professional shared with them, only the
 * scores and bands of answered questionnaires — not the answers item by item, not the safety flag. Nothing
 * shared, nothing read: an empty list. A read of shared scores is audited like the professional's.
 */
export async function getOwnHistory(deps: QuestionnaireDeps, patientId: string): Promise<QuestionnaireHistoryDto> {
  const shares = await repo.listSharesOfPatient(deps.db, patientId)
  const data: QuestionnaireHistoryDto['data'] = []
  const read: string[] = []
  // One professional at a time: each pair's consultations and answers are read once for all its shares.
  for (const professionalId of [...new Set(shares.map((s) => s.professionalId))]) {
    const [sessions, responses] = await Promise.all([repo.listPairSessions(deps.db, professionalId, patientId), repo.listResponses(deps.db, professionalId, patientId)])
    const dateOf = new Map(sessions.map((s) => [s.id, s.selectedDate]))
    for (const share of shares.filter((s) => s.professionalId === professionalId)) {
      const points: QuestionnaireHistoryDto['data'][number]['points'] = []
      for (const response of responses.filter((r) => r.instrument === share.instrument)) {
        const date = dateOf.get(response.sessionId)
        const { score, band_label } = scored(deps, response)
        if (!date || score === null || band_label === null) continue
        read.push(response.id)
        points.push({ session_date: iso(date), score, band_label })
      }
      points.sort((a, b) => a.session_date.localeCompare(b.session_date))
      data.push({
        professional: { id: professionalId, first_name: share.firstName, last_name: share.lastName },
        instrument: share.instrument,
        points,
        sessions: chartSessions(sessions).map((s) => iso(s.selectedDate)),
      })
    }
  }
  if (read.length > 0) {
    await insertAudit(deps.db, { actorKind: 'patient', actorId: patientId, action: 'questionnaires.history.read', entity: 'patient', entityId: patientId, after: { responses: read } })
  }
  return { data }
}

export async function assignQuestionnaire(deps: QuestionnaireDeps, professionalId: string, patientId: string, body: AssignQuestionnaireBody): Promise<QuestionnaireAssignmentDto> {
  await requirePatientOf(deps, professionalId, patientId)
  const now = deps.clock.now()
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertAssignment(tx, {
      professionalId,
      patientId,
      instrument: body.instrument,
      schedule: body.schedule,
      everyN: body.schedule === 'EVERY_N_SESSIONS' ? (body.every_n ?? null) : null,
      createdAt: now,
    })
    if (!row) return undefined
    await insertAudit(tx, {
      actorKind: 'professional',
      actorId: professionalId,
      action: 'questionnaire.assign',
      entity: 'patient',
      entityId: patientId,
      after: { assignment_id: row.id, instrument: row.instrument, schedule: row.schedule, every_n: row.everyN },
    })
    return row
  })
  if (!created) throw new ConflictError(t.alreadyRunning)
  return toAssignmentDto(created)
}

export async function stopQuestionnaire(deps: QuestionnaireDeps, professionalId: string, assignmentId: string): Promise<QuestionnaireAssignmentDto> {
  const assignment = await repo.findAssignment(deps.db, assignmentId)
  if (!assignment || assignment.professionalId !== professionalId) throw new NotFoundError(t.assignmentNotFound)
  if (assignment.stoppedAt) return toAssignmentDto(assignment)
  const stopped = await repo.stopAssignment(deps.db, assignmentId, professionalId, deps.clock.now())
  return toAssignmentDto(stopped ?? assignment)
}

/** The agenda's marks: the professional's answered questionnaires on recent and upcoming consultations. */
export async function listMarks(deps: QuestionnaireDeps, professionalId: string): Promise<QuestionnaireMarksDto> {
  const since = new Date(deps.clock.now().getTime() - MARKS_SINCE_MS)
  const rows = await repo.listResponsesOfProfessionalSince(deps.db, professionalId, since)
  return {
    data: rows.map(({ response }) => {
      const { score, band_label } = scored(deps, response)
      return { session_id: response.sessionId, instrument: response.instrument, score, band_label, risk: response.risk }
    }),
  }
}

export async function listAlerts(deps: QuestionnaireDeps, professionalId: string): Promise<QuestionnaireAlertsDto> {
  const rows = await repo.listAlerts(deps.db, professionalId)
  return {
    data: rows.map((row) => ({
      id: row.alert.id,
      patient: { id: row.alert.patientId, first_name: row.patientFirstName, last_name: row.patientLastName },
      session_id: row.alert.sessionId,
      session_date: iso(row.sessionDate),
      instrument: row.instrument,
      created_at: iso(row.alert.createdAt),
      email_sent_at: row.emailSentAt ? iso(row.emailSentAt) : null,
      read_at: row.alert.readAt ? iso(row.alert.readAt) : null,
      contact_requested_at: row.alert.contactRequestedAt ? iso(row.alert.contactRequestedAt) : null,
    })),
  }
}

export async function markAlertRead(deps: QuestionnaireDeps, professionalId: string, alertId: string): Promise<void> {
  const row = await repo.markAlertRead(deps.db, alertId, professionalId, deps.clock.now())
  if (!row) throw new NotFoundError(t.alertNotFound)
}

type OpenQuestionnaire = { assignmentId: string; sessionId: string; sessionDate: Date; instrument: repo.AssignmentRow['instrument']; professional: { id: string; firstName: string; lastName: string } }

/** The questionnaires a patient may answer now: asked before a consultation of theirs that has not started, opened, unanswered. */
async function openOf(db: Db, patientId: string, now: Date): Promise<OpenQuestionnaire[]> {
  // One after another: `db` may be the reminder job's transaction, one connection.
  const assignments = await repo.listAssignmentsOfPatient(db, patientId)
  if (assignments.length === 0) return []
  const sessions = await repo.listPatientSessions(db, patientId)
  const answered = await repo.listAnsweredOfPatient(db, patientId)
  const done = new Set(answered.map((a) => `${a.assignmentId}:${a.sessionId}`))
  const open: OpenQuestionnaire[] = []
  for (const { assignment, professional } of assignments) {
    const pair = sessions.filter((s) => s.professionalId === assignment.professionalId)
    for (const session of sessionsAskedBefore(assignment, pair)) {
      if (askedState(session, done.has(`${assignment.id}:${session.id}`), now) !== 'OPEN') continue
      open.push({ assignmentId: assignment.id, sessionId: session.id, sessionDate: session.selectedDate, instrument: assignment.instrument, professional })
    }
  }
  return open.sort((a, b) => a.sessionDate.getTime() - b.sessionDate.getTime())
}

export async function listOpenQuestionnaires(deps: QuestionnaireDeps, patientId: string): Promise<OpenQuestionnairesDto> {
  const open = await openOf(deps.db, patientId, deps.clock.now())
  // The patient reads the hours on their own clock, Brasília's beside it when they differ (decision 068).
  const zone = (await repo.findPatientTimeZone(deps.db, patientId)) ?? BRASILIA_TIME_ZONE
  return {
    time_zone: zone,
    data: open.map((o) => ({
      assignment_id: o.assignmentId,
      session_id: o.sessionId,
      session_date: iso(o.sessionDate),
      instrument: o.instrument,
      professional: { id: o.professional.id, first_name: o.professional.firstName, last_name: o.professional.lastName },
    })),
  }
}

/** Whether the patient of `sessionId` has a questionnaire open for it now (the reminder then carries the link). */
export async function hasOpenQuestionnaireFor(db: Db, patientId: string, sessionId: string, now: Date): Promise<boolean> {
  return (await openOf(db, patientId, now)).some((o) => o.sessionId === sessionId)
}

/**
 * Stores one answer sheet, sealed; a risk answer writes the alert and queues the professional's email in
 * the same transaction, so there is never an answer without its alert. The patient learns only whether
 * the crisis notice must show.
 */
export async function answerQuestionnaire(deps: QuestionnaireDeps, patientId: string, body: QuestionnaireAnswersBody): Promise<QuestionnaireAnswerOutcomeDto> {
  const now = deps.clock.now()
  const assignment = await repo.findAssignment(deps.db, body.assignment_id)
  if (!assignment || assignment.patientId !== patientId) throw new NotFoundError(t.assignmentNotFound)
  const open = (await openOf(deps.db, patientId, now)).find((o) => o.assignmentId === body.assignment_id && o.sessionId === body.session_id)
  if (!open) {
    const answered = (await repo.listAnsweredOfPatient(deps.db, patientId)).some((a) => a.assignmentId === body.assignment_id && a.sessionId === body.session_id)
    throw answered ? new ConflictError(t.alreadyAnswered) : new UnprocessableError(t.questionnaireNotOpen)
  }
  const instrument = instrumentOf(assignment.instrument)
  if (!checkAnswers(instrument, body.answers).ok) throw new UnprocessableError(t.answersIncomplete)
  const { risk } = scoreAnswers(instrument, body.answers)
  const binding = { id: randomUUID(), professionalId: assignment.professionalId, patientId, sessionId: body.session_id }
  const sealed = sealNote(keysOf(deps), binding, JSON.stringify(body.answers))
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertResponse(tx, { ...binding, ...sealed, assignmentId: assignment.id, instrument: assignment.instrument, risk, answeredAt: now })
    if (!row) return undefined
    await insertAudit(tx, {
      actorKind: 'patient',
      actorId: patientId,
      action: 'questionnaire.answer',
      entity: 'patient',
      entityId: patientId,
      after: { response_id: row.id, assignment_id: assignment.id, session_id: body.session_id, key_id: sealed.keyId },
    })
    if (risk) await raiseAlert(deps, tx, row)
    return row
  })
  if (!created) throw new ConflictError(t.alreadyAnswered)
  return { response_id: created.id, risk }
}

/** The alert of a risk answer: its row and the professional's email, which says nothing of the answer or the patient. */
async function raiseAlert(deps: QuestionnaireDeps, tx: Db, response: repo.ResponseRow) {
  const dedupeKey = `questionnaire-alert:${response.id}`
  await repo.insertAlert(tx, { responseId: response.id, professionalId: response.professionalId, patientId: response.patientId, sessionId: response.sessionId, emailDedupeKey: dedupeKey, createdAt: response.answeredAt })
  const to = await repo.findProfessionalEmail(tx, response.professionalId)
  if (!to) return
  const rendered = renderEmail(
    { title: t.alertEmailTitle, paragraphs: [t.alertEmailBody], action: { label: t.alertEmailButton, url: `${deps.config.publicUrl}/profissional/home` } },
    emailTexts.footer,
  )
  await enqueueEmail(tx, { toAddress: to, subject: t.alertEmailSubject, ...rendered, dedupeKey })
}

/** The patient's 'talk to my professional' from the crisis notice, on the alert of their own answer. */
export async function requestContact(deps: QuestionnaireDeps, patientId: string, responseId: string): Promise<void> {
  const row = await repo.requestContact(deps.db, responseId, patientId, deps.clock.now())
  if (!row) throw new NotFoundError(t.alertNotFound)
}

/** A patient's own answers for their LGPD export: instrument, consultation, when, the answers and the score. */
export async function exportAnswersOf(deps: QuestionnaireDeps, patientId: string) {
  const rows = await repo.listResponsesOfPatient(deps.db, patientId)
  return rows.map(({ response, sessionDate, professionalFirstName, professionalLastName }) => {
    const { answers, score, band_label } = scored(deps, response)
    return {
      instrument: instrumentOf(response.instrument).shortName,
      professional: `${professionalFirstName} ${professionalLastName}`,
      session_date: iso(sessionDate),
      answered_at: iso(response.answeredAt),
      answers,
      score,
      band: band_label,
    }
  })
}
