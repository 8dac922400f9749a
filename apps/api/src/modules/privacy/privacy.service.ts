import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { ConflictError, UnauthenticatedError } from '../../lib/errors'
import { revokeAllSessions } from '../auth/auth-sessions.service'
import { verifyPassword } from '../auth/passwords'
import { removeStoredPhoto } from '../profile-photos/photo-storage'
import * as repo from './privacy.repository'
import { insertAudit } from '../audit/audit.repository'
import { declineOpenCopyRequestsOf } from '../clinical-records/clinical-records.repository'
import { findPatientChannel, forgetPatientWhatsApp } from '../whatsapp-reminders/whatsapp.repository'
import { endEntriesOf } from '../waitlist/waitlist.repository'
import { exportAnswersOf } from '../questionnaires/questionnaires.service'

// LGPD rights of the patient (docs/product/accounts-and-access.md, decision 007): download every stored datum, delete the account.

type PrivacyDeps = Pick<Deps, 'db' | 'clock' | 'config'>

const iso = (value: Date | null) => value?.toISOString() ?? null

async function livePatient(deps: PrivacyDeps, id: string): Promise<repo.PatientRow> {
  const patient = await repo.findPatient(deps.db, id)
  if (!patient || patient.deletedAt) throw new UnauthenticatedError(t.notLoggedIn)
  return patient
}

export async function exportPatientData(deps: PrivacyDeps, patientId: string) {
  const patient = await livePatient(deps, patientId)
  const data = await repo.collectPatientData(deps.db, patientId)
  const whatsapp = (await findPatientChannel(deps.db, patientId))?.consent
  return {
    exported_at: deps.clock.now().toISOString(),
    account: {
      id: patient.id,
      email: patient.email,
      first_name: patient.firstName,
      last_name: patient.lastName,
      birthday: patient.birthday,
      cpf: patient.cpf,
      phone_number: patient.phoneNumber,
      profile_photo_url: patient.profilePhotoUrl,
      is_complete: patient.isComplete,
      google_sign_in_linked: patient.googleSubject !== null,
      reminders_enabled: patient.remindersEnabled,
      created_at: iso(patient.createdAt),
      last_login: iso(patient.lastLogin),
    },
    consents: data.consentRows.map((c) => ({ document: c.document, version: c.version, accepted_at: iso(c.acceptedAt), ip: c.ip })),
    // Consent to reminders on channels besides email (decision 037), with when it was given and withdrawn.
    reminder_channels: whatsapp
      ? [{ channel: whatsapp.channel, enabled: whatsapp.enabled, opted_in_at: iso(whatsapp.optedInAt), opted_out_at: iso(whatsapp.optedOutAt), opted_out_via: whatsapp.optedOutVia }]
      : [],
    sessions: data.sessionRows.map((s) => ({
      id: s.id,
      professional: `${s.professionalFirstName} ${s.professionalLastName}`,
      selected_date: iso(s.selectedDate),
      status: s.status,
      payment: s.payment,
      type: s.type,
      is_online: s.isOnline,
      price_cents: s.priceCents,
      created_at: iso(s.createdAt),
      cancelled_at: iso(s.cancelledAt),
    })),
    payments: data.paymentRows.map((p) => ({
      id: p.id,
      session_id: p.sessionId,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amount_cents: p.amountCents,
      balance_used_cents: p.balanceUsedCents,
      paid_at: iso(p.paidAt),
      receipt_number: p.receiptNumber,
      created_at: iso(p.createdAt),
    })),
    balance_entries: data.balanceRows.map((b) => ({ amount_cents: b.amountCents, reason: b.reason, session_id: b.sessionId, created_at: iso(b.createdAt) })),
    // Weekly standing hours (week_day 0 = Sunday; hour in Brasília), the waiting lines and the hours they
    // offered, the consents to online care and the requests for a copy of a clinical record.
    weekly_series: data.seriesRows.map((r) => ({
      id: r.id,
      professional: r.professional,
      week_day: r.weekDay,
      hour: r.hour,
      first_date: r.anchorDate,
      weeks: r.weeks,
      is_online: r.isOnline,
      status: r.status,
      paused_at: iso(r.pausedAt),
      ended_at: iso(r.endedAt),
      created_at: iso(r.createdAt),
    })),
    waitlist: data.waitlistRows.map((r) => ({
      id: r.id,
      professional: r.professional,
      week_day: r.weekDay,
      hour: r.hour,
      modality: r.modality,
      status: r.status,
      created_at: iso(r.createdAt),
      ended_at: iso(r.endedAt),
      offers: data.offerRows
        .filter((offer) => offer.entryId === r.id)
        .map((offer) => ({ starts_at: iso(offer.startsAt), expires_at: iso(offer.expiresAt), status: offer.status, session_id: offer.sessionId, offered_at: iso(offer.createdAt) })),
    })),
    // The standing Pix Automático authorizations of those hours (decision 102) and each week's charge.
    pix_automatico: data.pixAutomaticoRows.map((a) => ({
      series_id: a.seriesId,
      status: a.status,
      cap_cents: a.capCents,
      authorized_at: iso(a.authorizedAt),
      cancelled_by: a.cancelledBy,
      cancelled_at: iso(a.cancelledAt),
      created_at: iso(a.createdAt),
      charges: data.pixAutomaticoChargeRows
        .filter((c) => c.authorizationId === a.id)
        .map((c) => ({ session_id: c.sessionId, amount_cents: c.amountCents, due_date: c.dueDate, state: c.state, reason: c.reason, attempts: c.attempts, debited_at: iso(c.debitedAt) })),
    })),
    telehealth_consents: data.telehealthRows.map((r) => ({ professional: r.professional, version: r.version, accepted_at: iso(r.acceptedAt) })),
    // The patient's own answers to questionnaires before consultations (decision 095), decrypted, with their scores.
    questionnaire_answers: await exportAnswersOf(deps, patientId),
    clinical_record_copy_requests: data.copyRequestRows.map((r) => ({ professional: r.professional, status: r.status, requested_at: iso(r.requestedAt), decided_at: iso(r.decidedAt) })),
    access_log: data.auditRows.map((a) => ({ action: a.action, by: a.actorKind, at: iso(a.createdAt) })),
  }
}

/**
 * Deletes the account: the password confirms it (accounts without one, Google-only, skip that);
 * upcoming sessions must be cancelled first so nobody is left waiting for a patient who is gone.
 */
export async function deletePatientAccount(deps: PrivacyDeps, patientId: string, password: string | undefined): Promise<void> {
  const patient = await livePatient(deps, patientId)
  if (patient.passwordHash && !(password && (await verifyPassword(patient.passwordHash, password)))) {
    throw new UnauthenticatedError(t.deleteNeedsPassword)
  }
  const now = deps.clock.now()
  if ((await repo.countUpcomingSessions(deps.db, patientId, now)) > 0) throw new ConflictError(t.deleteHasUpcomingSessions)
  await deps.db.transaction(async (tx) => {
    await repo.anonymizePatient(tx, patientId, now)
    await repo.anonymizePatientAudit(tx, patientId)
    await repo.anonymizeOutboxFor(tx, patient.email, repo.anonymousAddressOf(patientId), now)
    // Clinical notes stay for their legal retention (decision 036); only open copy requests close.
    await declineOpenCopyRequestsOf(tx, patientId, now)
    await forgetPatientWhatsApp(tx, patientId, now)
    // Nobody is offered hours any more; an hour held for them goes to the next in line (decision 041).
    await endEntriesOf(tx, patientId, now)
    await insertAudit(tx, { actorKind: 'patient', actorId: patientId, action: 'patient.delete', entity: 'patient', entityId: patientId })
  })
  await revokeAllSessions(deps.db, { kind: 'patient', id: patientId }, now)
  await removeStoredPhoto(deps.db, patient.profilePhotoUrl)
}
