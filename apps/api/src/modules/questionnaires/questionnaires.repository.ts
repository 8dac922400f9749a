import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailOutbox } from '../../db/schema/operations'
import { patients, professionals } from '../../db/schema/people'
import { questionnaireAlerts, questionnaireAssignments, questionnaireResponses, questionnaireShares } from '../../db/schema/questionnaires'
import { sessions } from '../../db/schema/sessions'
import { COUNTED_STATUSES } from './schedule-rules'

// The questionnaires' rows (docs/decisions/094-questionnaire-schedules.md, 095-questionnaire-answers-and-safety-alerts.md).

export type AssignmentRow = typeof questionnaireAssignments.$inferSelect
export type ResponseRow = typeof questionnaireResponses.$inferSelect
export type PairSession = { id: string; selectedDate: Date; status: (typeof sessions.$inferSelect)['status'] }

/** Whether the patient has booked (and paid) a consultation with the professional: only then may they be asked anything. */
export async function isPatientOf(db: Db, professionalId: string, patientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), eq(sessions.userId, patientId), inArray(sessions.status, [...COUNTED_STATUSES])))
    .limit(1)
  return rows.length > 0
}

export async function findPatientNames(db: Db, patientId: string) {
  const [row] = await db.select({ firstName: patients.firstName, lastName: patients.lastName }).from(patients).where(eq(patients.id, patientId))
  return row
}

export async function findPatientTimeZone(db: Db, patientId: string): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: patients.timeZone }).from(patients).where(eq(patients.id, patientId))
  return row?.timeZone
}

export async function findProfessionalEmail(db: Db, professionalId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: professionals.email }).from(professionals).where(eq(professionals.id, professionalId))
  return row?.email
}

/** The pair's consultations, every status (the rules choose), in date order. */
export async function listPairSessions(db: Db, professionalId: string, patientId: string): Promise<PairSession[]> {
  return db
    .select({ id: sessions.id, selectedDate: sessions.selectedDate, status: sessions.status })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), eq(sessions.userId, patientId)))
    .orderBy(asc(sessions.selectedDate))
}

/** A patient's consultations with every professional, each with its professional. */
export async function listPatientSessions(db: Db, patientId: string) {
  return db
    .select({ id: sessions.id, selectedDate: sessions.selectedDate, status: sessions.status, professionalId: sessions.professionalId })
    .from(sessions)
    .where(eq(sessions.userId, patientId))
    .orderBy(asc(sessions.selectedDate))
}

export async function findSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id, selectedDate: sessions.selectedDate, status: sessions.status, professionalId: sessions.professionalId, patientId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row
}

export async function listAssignments(db: Db, professionalId: string, patientId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(questionnaireAssignments)
    .where(and(eq(questionnaireAssignments.professionalId, professionalId), eq(questionnaireAssignments.patientId, patientId)))
    .orderBy(desc(questionnaireAssignments.createdAt))
}

/** Every assignment of a patient (all professionals), with the professional's names. */
export async function listAssignmentsOfPatient(db: Db, patientId: string) {
  return db
    .select({ assignment: questionnaireAssignments, professional: { id: professionals.id, firstName: professionals.firstName, lastName: professionals.lastName } })
    .from(questionnaireAssignments)
    .innerJoin(professionals, eq(professionals.id, questionnaireAssignments.professionalId))
    .where(eq(questionnaireAssignments.patientId, patientId))
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(questionnaireAssignments).where(eq(questionnaireAssignments.id, id))
  return row
}

/** The new assignment, or undefined when the same instrument already runs for the pair (the partial unique index). */
export async function insertAssignment(db: Db, row: typeof questionnaireAssignments.$inferInsert): Promise<AssignmentRow | undefined> {
  const [created] = await db.insert(questionnaireAssignments).values(row).onConflictDoNothing().returning()
  return created
}

export async function stopAssignment(db: Db, id: string, professionalId: string, now: Date): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(questionnaireAssignments)
    .set({ stoppedAt: now })
    .where(and(eq(questionnaireAssignments.id, id), eq(questionnaireAssignments.professionalId, professionalId), isNull(questionnaireAssignments.stoppedAt)))
    .returning()
  return row
}

export async function listResponses(db: Db, professionalId: string, patientId: string): Promise<ResponseRow[]> {
  return db
    .select()
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.professionalId, professionalId), eq(questionnaireResponses.patientId, patientId)))
    .orderBy(asc(questionnaireResponses.answeredAt))
}

/** Which (assignment, session) pairs a patient answered already. */
export async function listAnsweredOfPatient(db: Db, patientId: string) {
  return db.select({ assignmentId: questionnaireResponses.assignmentId, sessionId: questionnaireResponses.sessionId }).from(questionnaireResponses).where(eq(questionnaireResponses.patientId, patientId))
}

/** A patient's own answers, every professional, for their data export. */
export async function listResponsesOfPatient(db: Db, patientId: string) {
  return db
    .select({ response: questionnaireResponses, sessionDate: sessions.selectedDate, professionalFirstName: professionals.firstName, professionalLastName: professionals.lastName })
    .from(questionnaireResponses)
    .innerJoin(sessions, eq(sessions.id, questionnaireResponses.sessionId))
    .innerJoin(professionals, eq(professionals.id, questionnaireResponses.professionalId))
    .where(eq(questionnaireResponses.patientId, patientId))
    .orderBy(asc(questionnaireResponses.answeredAt))
}

/** The professional's answers on consultations from `since`, for the agenda's marks. */
export async function listResponsesOfProfessionalSince(db: Db, professionalId: string, since: Date) {
  return db
    .select({ response: questionnaireResponses })
    .from(questionnaireResponses)
    .innerJoin(sessions, eq(sessions.id, questionnaireResponses.sessionId))
    .where(and(eq(questionnaireResponses.professionalId, professionalId), gte(sessions.selectedDate, since)))
}

/** The new answer sheet, or undefined when this assignment was already answered for this consultation. */
export async function insertResponse(db: Db, row: typeof questionnaireResponses.$inferInsert): Promise<ResponseRow | undefined> {
  const [created] = await db.insert(questionnaireResponses).values(row).onConflictDoNothing().returning()
  return created
}

export async function insertAlert(db: Db, row: typeof questionnaireAlerts.$inferInsert) {
  const [created] = await db.insert(questionnaireAlerts).values(row).returning()
  return created
}

/** The professional's alerts, newest first, with the patient, the consultation and when the alert's email left. */
export async function listAlerts(db: Db, professionalId: string) {
  return db
    .select({
      alert: questionnaireAlerts,
      instrument: questionnaireResponses.instrument,
      sessionDate: sessions.selectedDate,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      emailSentAt: emailOutbox.sentAt,
    })
    .from(questionnaireAlerts)
    .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireAlerts.responseId))
    .innerJoin(sessions, eq(sessions.id, questionnaireAlerts.sessionId))
    .innerJoin(patients, eq(patients.id, questionnaireAlerts.patientId))
    .leftJoin(emailOutbox, eq(emailOutbox.dedupeKey, questionnaireAlerts.emailDedupeKey))
    .where(eq(questionnaireAlerts.professionalId, professionalId))
    .orderBy(desc(questionnaireAlerts.createdAt))
    .limit(50)
}

/** Marks the professional's alert read (the first reading is kept); undefined when it is not theirs. */
export async function markAlertRead(db: Db, id: string, professionalId: string, now: Date) {
  const [row] = await db
    .update(questionnaireAlerts)
    .set({ readAt: sql`coalesce(${questionnaireAlerts.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(questionnaireAlerts.id, id), eq(questionnaireAlerts.professionalId, professionalId)))
    .returning({ id: questionnaireAlerts.id })
  return row
}

/** The patient's 'talk to my professional' on the alert of their answer (the first request is kept). */
export async function requestContact(db: Db, responseId: string, patientId: string, now: Date) {
  const [row] = await db
    .update(questionnaireAlerts)
    .set({ contactRequestedAt: sql`coalesce(${questionnaireAlerts.contactRequestedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(questionnaireAlerts.responseId, responseId), eq(questionnaireAlerts.patientId, patientId)))
    .returning({ id: questionnaireAlerts.id })
  return row
}

export type InstrumentCode = AssignmentRow['instrument']

/** The instruments whose history the professional shows this patient. */
export async function listSharedInstruments(db: Db, professionalId: string, patientId: string): Promise<InstrumentCode[]> {
  const rows = await db
    .select({ instrument: questionnaireShares.instrument })
    .from(questionnaireShares)
    .where(and(eq(questionnaireShares.professionalId, professionalId), eq(questionnaireShares.patientId, patientId)))
    .orderBy(asc(questionnaireShares.instrument))
  return rows.map((r) => r.instrument)
}

/** Shares one instrument's history (a second time changes nothing); true when the row is new. */
export async function insertShare(db: Db, row: typeof questionnaireShares.$inferInsert): Promise<boolean> {
  const created = await db.insert(questionnaireShares).values(row).onConflictDoNothing().returning({ instrument: questionnaireShares.instrument })
  return created.length > 0
}

/** Stops sharing one instrument's history; true when there was a share to remove. */
export async function deleteShare(db: Db, professionalId: string, patientId: string, instrument: InstrumentCode): Promise<boolean> {
  const removed = await db
    .delete(questionnaireShares)
    .where(and(eq(questionnaireShares.professionalId, professionalId), eq(questionnaireShares.patientId, patientId), eq(questionnaireShares.instrument, instrument)))
    .returning({ instrument: questionnaireShares.instrument })
  return removed.length > 0
}

/** Every share a patient has, with the professional's names. */
export async function listSharesOfPatient(db: Db, patientId: string) {
  return db
    .select({ professionalId: questionnaireShares.professionalId, instrument: questionnaireShares.instrument, firstName: professionals.firstName, lastName: professionals.lastName })
    .from(questionnaireShares)
    .innerJoin(professionals, eq(professionals.id, questionnaireShares.professionalId))
    .where(eq(questionnaireShares.patientId, patientId))
    .orderBy(asc(professionals.firstName), asc(questionnaireShares.instrument))
}
