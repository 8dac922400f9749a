import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { consents } from '../../db/schema/accounts'
import { clinicalRecordCopyRequests } from '../../db/schema/clinical-records'
import { telehealthConsents } from '../../db/schema/consents'
import { auditLog, emailOutbox } from '../../db/schema/operations'
import { payments } from '../../db/schema/payments'
import * as ledger from '../ledger/ledger.service'
import { patients, professionals } from '../../db/schema/people'
import { pixAutomaticoAuthorizations, pixAutomaticoCharges } from '../../db/schema/pix-automatico'
import { sessionSeries } from '../../db/schema/series'
import { sessions } from '../../db/schema/sessions'
import { waitlistEntries, waitlistHolds } from '../../db/schema/waitlist'

export type PatientRow = typeof patients.$inferSelect

export async function findPatient(db: Db, id: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id))
  return row
}

/** Everything stored about one patient, for the LGPD export. */
export async function collectPatientData(db: Db, patientId: string) {
  const sessionRows = await db
    .select({
      id: sessions.id,
      selectedDate: sessions.selectedDate,
      status: sessions.status,
      payment: sessions.payment,
      type: sessions.type,
      isOnline: sessions.isOnline,
      priceCents: sessions.priceCents,
      createdAt: sessions.createdAt,
      cancelledAt: sessions.cancelledAt,
      professionalFirstName: professionals.firstName,
      professionalLastName: professionals.lastName,
    })
    .from(sessions)
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .where(eq(sessions.userId, patientId))
    .orderBy(asc(sessions.selectedDate))
  const sessionIds = sessionRows.map((s) => s.id)
  const paymentRows = sessionIds.length
    ? await db
        .select({
          id: payments.id,
          sessionId: payments.sessionId,
          provider: payments.provider,
          method: payments.method,
          status: payments.status,
          amountCents: payments.amountCents,
          balanceUsedCents: payments.balanceUsedCents,
          paidAt: payments.paidAt,
          receiptNumber: payments.receiptNumber,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(inArray(payments.sessionId, sessionIds))
    : []
  const balanceRows = await ledger.entriesOf(db, patientId, 'oldest-first')
  const consentRows = await db
    .select()
    .from(consents)
    .where(and(eq(consents.actorKind, 'patient'), eq(consents.actorId, patientId)))
    .orderBy(asc(consents.acceptedAt))
  const auditRows = await db
    .select({ action: auditLog.action, actorKind: auditLog.actorKind, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'patient'), eq(auditLog.entityId, patientId)))
    .orderBy(asc(auditLog.createdAt))
  return { sessionRows, paymentRows, balanceRows, consentRows, auditRows, ...(await collectArrangements(db, patientId)) }
}

const professionalName = sql<string>`${professionals.firstName} || ' ' || ${professionals.lastName}`

/** What the patient arranged with professionals besides sessions: standing hours and their Pix Automático, waiting lines, consents, record copies. */
async function collectArrangements(db: Db, patientId: string) {
  const seriesRows = await db
    .select({
      id: sessionSeries.id,
      professional: professionalName,
      weekDay: sessionSeries.weekDay,
      hour: sessionSeries.hour,
      anchorDate: sessionSeries.anchorDate,
      weeks: sessionSeries.weeks,
      isOnline: sessionSeries.isOnline,
      status: sessionSeries.status,
      pausedAt: sessionSeries.pausedAt,
      endedAt: sessionSeries.endedAt,
      createdAt: sessionSeries.createdAt,
    })
    .from(sessionSeries)
    .innerJoin(professionals, eq(professionals.id, sessionSeries.professionalId))
    .where(eq(sessionSeries.userId, patientId))
    .orderBy(asc(sessionSeries.createdAt))
  const waitlistRows = await db
    .select({
      id: waitlistEntries.id,
      professional: professionalName,
      weekDay: waitlistEntries.weekDay,
      hour: waitlistEntries.hour,
      modality: waitlistEntries.modality,
      status: waitlistEntries.status,
      endedAt: waitlistEntries.endedAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(professionals, eq(professionals.id, waitlistEntries.professionalId))
    .where(eq(waitlistEntries.patientId, patientId))
    .orderBy(asc(waitlistEntries.createdAt))
  const offerRows = await db
    .select({
      entryId: waitlistHolds.entryId,
      startsAt: waitlistHolds.startsAt,
      expiresAt: waitlistHolds.expiresAt,
      status: waitlistHolds.status,
      sessionId: waitlistHolds.sessionId,
      createdAt: waitlistHolds.createdAt,
    })
    .from(waitlistHolds)
    .where(eq(waitlistHolds.patientId, patientId))
    .orderBy(asc(waitlistHolds.createdAt))
  const telehealthRows = await db
    .select({ professional: professionalName, version: telehealthConsents.version, acceptedAt: telehealthConsents.acceptedAt })
    .from(telehealthConsents)
    .innerJoin(professionals, eq(professionals.id, telehealthConsents.professionalId))
    .where(eq(telehealthConsents.userId, patientId))
    .orderBy(asc(telehealthConsents.acceptedAt))
  const copyRequestRows = await db
    .select({
      professional: professionalName,
      status: clinicalRecordCopyRequests.status,
      requestedAt: clinicalRecordCopyRequests.requestedAt,
      decidedAt: clinicalRecordCopyRequests.decidedAt,
    })
    .from(clinicalRecordCopyRequests)
    .innerJoin(professionals, eq(professionals.id, clinicalRecordCopyRequests.professionalId))
    .where(eq(clinicalRecordCopyRequests.patientId, patientId))
    .orderBy(asc(clinicalRecordCopyRequests.requestedAt))
  const pixAutomaticoRows = await db
    .select({
      id: pixAutomaticoAuthorizations.id,
      seriesId: pixAutomaticoAuthorizations.seriesId,
      status: pixAutomaticoAuthorizations.status,
      capCents: pixAutomaticoAuthorizations.capCents,
      authorizedAt: pixAutomaticoAuthorizations.authorizedAt,
      cancelledBy: pixAutomaticoAuthorizations.cancelledBy,
      cancelledAt: pixAutomaticoAuthorizations.cancelledAt,
      createdAt: pixAutomaticoAuthorizations.createdAt,
    })
    .from(pixAutomaticoAuthorizations)
    .where(eq(pixAutomaticoAuthorizations.userId, patientId))
    .orderBy(asc(pixAutomaticoAuthorizations.createdAt))
  const pixAutomaticoChargeRows = await db
    .select({
      authorizationId: pixAutomaticoCharges.authorizationId,
      sessionId: pixAutomaticoCharges.sessionId,
      amountCents: pixAutomaticoCharges.amountCents,
      dueDate: pixAutomaticoCharges.dueDate,
      state: pixAutomaticoCharges.state,
      reason: pixAutomaticoCharges.reason,
      attempts: pixAutomaticoCharges.attempts,
      debitedAt: pixAutomaticoCharges.debitedAt,
    })
    .from(pixAutomaticoCharges)
    .innerJoin(pixAutomaticoAuthorizations, eq(pixAutomaticoAuthorizations.id, pixAutomaticoCharges.authorizationId))
    .where(eq(pixAutomaticoAuthorizations.userId, patientId))
    .orderBy(asc(pixAutomaticoCharges.weekStartsAt))
  return { seriesRows, waitlistRows, offerRows, telehealthRows, copyRequestRows, pixAutomaticoRows, pixAutomaticoChargeRows }
}

/** Sessions still to happen (not cancelled or finished) after `now`. */
export async function countUpcomingSessions(db: Db, patientId: string, now: Date): Promise<number> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, patientId), gt(sessions.selectedDate, now), notInArray(sessions.status, ['CANCELLED', 'FINISHED'])))
  return rows.length
}

/**
 * Erases the person and keeps the rows that other people and the accounts depend on (sessions,
 * payments, ledger), now pointing at an anonymous account.
 */
/** The address a deleted patient's rows point at: unique per account, and undeliverable (.invalid). */
export const anonymousAddressOf = (id: string) => `excluido+${id}@acolhe.invalid`

export async function anonymizePatient(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(patients)
    .set({
      email: anonymousAddressOf(id),
      passwordHash: null,
      firstName: null,
      lastName: null,
      birthday: null,
      cpf: null,
      phoneNumber: null,
      profilePhotoUrl: null,
      googleSubject: null,
      googlePermissionsAllowed: false,
      remindersEnabled: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(patients.id, id))
}

// The keys of a patient snapshot in the audit log that identify the person (back-office patientSnapshot).
const PERSONAL_SNAPSHOT_KEYS = ['first_name', 'last_name', 'birthday', 'cpf', 'phone_number', 'email']
const personalKeys = sql.raw(`array[${PERSONAL_SNAPSHOT_KEYS.map((key) => `'${key}'`).join(',')}]::text[]`)

/**
 * Removes the person from the audit history of their account: the snapshots keep what changed that is
 * not personal (a ban, reminders), who changed it and when; names, CPF, phone and birthday go.
 */
export async function anonymizePatientAudit(db: Db, patientId: string): Promise<void> {
  await db
    .update(auditLog)
    .set({ before: sql`${auditLog.before} - ${personalKeys}`, after: sql`${auditLog.after} - ${personalKeys}` })
    .where(and(eq(auditLog.entity, 'patient'), eq(auditLog.entityId, patientId)))
}

/**
 * Empties the person's emails in the outbox (sent or not) and points them at the anonymous address;
 * the ones not yet sent never will be. The rows stay, so the outbox still counts what was sent.
 */
export async function anonymizeOutboxFor(db: Db, address: string, anonymousAddress: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      toAddress: anonymousAddress,
      subject: '[removido: conta excluída]',
      html: '',
      text: '',
      attachments: [],
      status: sql`case when ${emailOutbox.status} = 'PENDING' then 'FAILED' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} = 'PENDING' then 'conta excluída antes do envio' else ${emailOutbox.lastError} end`,
      lockedUntil: null,
      nextAttemptAt: now,
    })
    .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()))
}

