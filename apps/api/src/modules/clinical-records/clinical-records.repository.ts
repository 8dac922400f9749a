import { and, asc, desc, eq, inArray, lt, lte, max, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clinicalNotes, clinicalRecordCopyRequests } from '../../db/schema/clinical-records'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { SEEN_STATUSES } from './record-rules'

// The only reader and writer of clinical notes and copy requests. Notes leave here still encrypted.

export type NoteRow = typeof clinicalNotes.$inferSelect
export type CopyRequestRow = typeof clinicalRecordCopyRequests.$inferSelect

const seen = (professionalId: string, patientId: string) =>
  and(eq(sessions.professionalId, professionalId), eq(sessions.userId, patientId), inArray(sessions.status, [...SEEN_STATUSES]))

export async function hasSeen(db: Db, professionalId: string, patientId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(seen(professionalId, patientId)).limit(1)
  return row !== undefined
}

export async function findPatientNames(db: Db, patientId: string) {
  const [row] = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, cpf: patients.cpf })
    .from(patients)
    .where(eq(patients.id, patientId))
  return row
}

export async function findProfessionalNames(db: Db, professionalId: string) {
  const [row] = await db
    .select({ id: professionals.id, firstName: professionals.firstName, lastName: professionals.lastName, crmOrCrp: professionals.crmOrCrp, professionalType: professionals.professionalType })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
  return row
}

/** The sessions of one professional with one patient, newest first, cancelled ones left out. */
export async function listRecordSessions(db: Db, professionalId: string, patientId: string) {
  return db
    .select({ id: sessions.id, selectedDate: sessions.selectedDate, status: sessions.status })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), eq(sessions.userId, patientId), ne(sessions.status, 'CANCELLED')))
    .orderBy(desc(sessions.selectedDate))
}

export async function findSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id, professionalId: sessions.professionalId, userId: sessions.userId, status: sessions.status, selectedDate: sessions.selectedDate })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row
}

/** The patients a professional has seen, most recent session first, with their notes and open copy requests counted. */
export async function listRecordPatients(db: Db, professionalId: string) {
  const lastSeen = db
    .select({ patientId: sessions.userId, lastSession: max(sessions.selectedDate).as('last_session') })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), inArray(sessions.status, [...SEEN_STATUSES])))
    .groupBy(sessions.userId)
    .as('last_seen')
  const rows = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      lastSession: lastSeen.lastSession,
      noteCount: sql<number>`(select count(*)::int from ${clinicalNotes} where ${clinicalNotes.professionalId} = ${professionalId} and ${clinicalNotes.patientId} = ${patients.id})`,
      pendingCopies: sql<number>`(select count(*)::int from ${clinicalRecordCopyRequests} where ${clinicalRecordCopyRequests.professionalId} = ${professionalId} and ${clinicalRecordCopyRequests.patientId} = ${patients.id} and ${clinicalRecordCopyRequests.status} = 'REQUESTED')`,
    })
    .from(lastSeen)
    .innerJoin(patients, eq(patients.id, lastSeen.patientId))
    .orderBy(desc(lastSeen.lastSession), asc(patients.id))
  return rows
}

/** The professionals who have seen a patient, most recent session first. */
export async function listSeenProfessionals(db: Db, patientId: string) {
  const lastSeen = db
    .select({ professionalId: sessions.professionalId, lastSession: max(sessions.selectedDate).as('last_session') })
    .from(sessions)
    .where(and(eq(sessions.userId, patientId), inArray(sessions.status, [...SEEN_STATUSES])))
    .groupBy(sessions.professionalId)
    .as('last_seen')
  return db
    .select({
      id: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      professionalType: professionals.professionalType,
    })
    .from(lastSeen)
    .innerJoin(professionals, eq(professionals.id, lastSeen.professionalId))
    .orderBy(desc(lastSeen.lastSession), asc(professionals.id))
}

export async function insertNote(db: Db, row: typeof clinicalNotes.$inferInsert): Promise<NoteRow> {
  const [created] = await db.insert(clinicalNotes).values(row).returning()
  if (!created) throw new Error('clinical note insert returned nothing')
  return created
}

/** One record's notes (optionally only those written up to `until`) with their session's date, newest session first. */
export async function listNotes(db: Db, professionalId: string, patientId: string, until?: Date) {
  return db
    .select({ note: clinicalNotes, sessionDate: sessions.selectedDate })
    .from(clinicalNotes)
    .innerJoin(sessions, eq(sessions.id, clinicalNotes.sessionId))
    .where(
      and(
        eq(clinicalNotes.professionalId, professionalId),
        eq(clinicalNotes.patientId, patientId),
        until ? lte(clinicalNotes.createdAt, until) : undefined,
      ),
    )
    .orderBy(desc(sessions.selectedDate), desc(clinicalNotes.createdAt), desc(clinicalNotes.id))
}

export async function listCopyRequests(db: Db, professionalId: string, patientId: string): Promise<CopyRequestRow[]> {
  return db
    .select()
    .from(clinicalRecordCopyRequests)
    .where(and(eq(clinicalRecordCopyRequests.professionalId, professionalId), eq(clinicalRecordCopyRequests.patientId, patientId)))
    .orderBy(desc(clinicalRecordCopyRequests.requestedAt), desc(clinicalRecordCopyRequests.id))
}

/** The newest copy request of each of the patient's records. */
export async function latestCopyRequestsOfPatient(db: Db, patientId: string): Promise<Map<string, CopyRequestRow>> {
  const rows = await db
    .select()
    .from(clinicalRecordCopyRequests)
    .where(eq(clinicalRecordCopyRequests.patientId, patientId))
    .orderBy(desc(clinicalRecordCopyRequests.requestedAt), desc(clinicalRecordCopyRequests.id))
  const latest = new Map<string, CopyRequestRow>()
  for (const row of rows) if (!latest.has(row.professionalId)) latest.set(row.professionalId, row)
  return latest
}

/** Opens a request; undefined when one is already open (the partial unique index decides under races). */
export async function insertCopyRequest(db: Db, patientId: string, professionalId: string, now: Date): Promise<CopyRequestRow | undefined> {
  const [row] = await db
    .insert(clinicalRecordCopyRequests)
    .values({ patientId, professionalId, requestedAt: now })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function findCopyRequest(db: Db, id: string): Promise<CopyRequestRow | undefined> {
  const [row] = await db.select().from(clinicalRecordCopyRequests).where(eq(clinicalRecordCopyRequests.id, id))
  return row
}

/** Answers an open request; undefined when it was no longer open (answered meanwhile). */
export async function decideCopyRequest(db: Db, id: string, status: 'APPROVED' | 'DECLINED', now: Date): Promise<CopyRequestRow | undefined> {
  const [row] = await db
    .update(clinicalRecordCopyRequests)
    .set({ status, decidedAt: now })
    .where(and(eq(clinicalRecordCopyRequests.id, id), eq(clinicalRecordCopyRequests.status, 'REQUESTED')))
    .returning()
  return row
}

/** Open requests of a deleted account are closed: nobody is left to download the copy. */
export async function declineOpenCopyRequestsOf(db: Db, patientId: string, now: Date): Promise<void> {
  await db
    .update(clinicalRecordCopyRequests)
    .set({ status: 'DECLINED', decidedAt: now })
    .where(and(eq(clinicalRecordCopyRequests.patientId, patientId), eq(clinicalRecordCopyRequests.status, 'REQUESTED')))
}

/**
 * Removes every record whose newest note is older than `cutoff`, notes and copy requests, in one
 * statement each: several instances running it at once delete the same rows at most once.
 */
export async function purgeExpiredRecords(db: Db, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ professionalId: clinicalNotes.professionalId, patientId: clinicalNotes.patientId })
      .from(clinicalNotes)
      .groupBy(clinicalNotes.professionalId, clinicalNotes.patientId)
      .having(lt(max(clinicalNotes.createdAt), cutoff))
    let removed = 0
    for (const record of expired) {
      // Re-checked in the DELETE itself: a note written meanwhile keeps the record.
      const deleted = await tx
        .delete(clinicalNotes)
        .where(
          and(
            eq(clinicalNotes.professionalId, record.professionalId),
            eq(clinicalNotes.patientId, record.patientId),
            sql`not exists (select 1 from ${clinicalNotes} newer where newer.professional_id = ${record.professionalId} and newer.patient_id = ${record.patientId} and newer.created_at >= ${cutoff.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: clinicalNotes.id })
      if (deleted.length === 0) continue
      removed += deleted.length
      await tx
        .delete(clinicalRecordCopyRequests)
        .where(and(eq(clinicalRecordCopyRequests.professionalId, record.professionalId), eq(clinicalRecordCopyRequests.patientId, record.patientId)))
    }
    return removed
  })
}

/** The newest approved copy request of one record. */
export async function latestApprovedCopy(db: Db, professionalId: string, patientId: string): Promise<CopyRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(clinicalRecordCopyRequests)
    .where(
      and(
        eq(clinicalRecordCopyRequests.professionalId, professionalId),
        eq(clinicalRecordCopyRequests.patientId, patientId),
        eq(clinicalRecordCopyRequests.status, 'APPROVED'),
      ),
    )
    .orderBy(desc(clinicalRecordCopyRequests.decidedAt), desc(clinicalRecordCopyRequests.id))
    .limit(1)
  return row
}
