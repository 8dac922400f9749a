import type { DashboardIndicatorsDto } from '@acolhe/shared/api/admin-lists'
import type { PatientBanBody, PatientProfileBody } from '@acolhe/shared/schemas/patient'
import type { AdminPatientsQuery, AdminProfessionalsQuery, AuditQuery } from '@acolhe/shared/schemas/admin-lists'
import { adminTexts as t } from '@acolhe/shared/texts/admin-api'
import type { Deps } from '../../deps'
import { NotFoundError, UnprocessableError } from '../../lib/errors'
import type { Actor } from '../auth/actor'
import { revokeAllSessions } from '../auth/auth-sessions.service'
import { notifyPatientBan, notifyProfessionalAuthorization } from '../notifications/account-notifications'
import { toAdminPatientDto, toAdminProfessionalDto } from './back-office-view'
import * as repo from './back-office.repository'
import { insertAudit } from '../audit/audit.repository'

// The back office's reads and changes of people, and its counters. Every change an admin makes to a
// person is written to the audit log with the before and after; admin reads of a patient too (LGPD).

type BackOfficeDeps = Pick<Deps, 'db' | 'clock' | 'config'>
type AdminActor = Extract<Actor, { kind: 'admin' }>

// ---- Professionals ----------------------------------------------------------------------------

export async function listProfessionals(deps: BackOfficeDeps, query: AdminProfessionalsQuery) {
  const { rows, total } = await repo.listProfessionals(deps.db, query)
  return { data: rows.map(toAdminProfessionalDto), total }
}

export async function getProfessional(deps: BackOfficeDeps, id: string) {
  const row = await repo.findProfessional(deps.db, id)
  if (!row) throw new NotFoundError(t.professionalNotFound)
  return toAdminProfessionalDto(row)
}

/** Authorizes or suspends a professional; the guard re-reads `authorized` on every request. */
export async function setAuthorization(deps: BackOfficeDeps, admin: AdminActor, id: string, authorized: boolean) {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const before = await repo.findProfessional(tx, id)
    if (!before) throw new NotFoundError(t.professionalNotFound)
    if (before.professional.authorized === authorized) return
    const after = await repo.setAuthorized(tx, id, authorized, now)
    if (!after) throw new NotFoundError(t.professionalNotFound)
    await insertAudit(tx, {
      actorKind: 'admin',
      actorId: admin.id,
      action: authorized ? 'professional.authorize' : 'professional.deauthorize',
      entity: 'professional',
      entityId: id,
      before: { authorized: before.professional.authorized },
      after: { authorized },
    })
    await notifyProfessionalAuthorization(deps, tx, after, authorized, now.toISOString())
  })
  return getProfessional(deps, id)
}

// ---- Patients ---------------------------------------------------------------------------------

export async function listPatients(deps: BackOfficeDeps, query: AdminPatientsQuery) {
  const { rows, total } = await repo.listPatients(deps.db, query)
  return { data: rows.map(toAdminPatientDto), total }
}

/** An admin reading a patient's record is itself recorded (LGPD: the patient can see who looked). */
export async function getPatientForAdmin(deps: BackOfficeDeps, admin: AdminActor, id: string) {
  const row = await repo.findPatient(deps.db, id)
  if (!row) throw new NotFoundError(t.patientNotFound)
  await insertAudit(deps.db, { actorKind: 'admin', actorId: admin.id, action: 'patient.read', entity: 'patient', entityId: id })
  return toAdminPatientDto(row)
}

const patientSnapshot = (row: repo.PatientRow) => ({
  first_name: row.firstName,
  last_name: row.lastName,
  birthday: row.birthday,
  cpf: row.cpf,
  phone_number: row.phoneNumber,
  reminders_enabled: row.remindersEnabled,
  time_zone: row.timeZone,
  banned: row.banned,
})

/** PATCH /user/{id}: the patient edits their own data; an admin anyone's, except a banned patient's. */
export async function editPatient(deps: BackOfficeDeps, editor: Actor, id: string, body: PatientProfileBody) {
  if (editor.kind === 'patient' && editor.id !== id) throw new NotFoundError(t.patientNotFound)
  return deps.db.transaction(async (tx) => {
    const current = await repo.findPatient(tx, id, { forUpdate: true })
    if (!current) throw new NotFoundError(t.patientNotFound)
    if (current.banned) throw new UnprocessableError(t.patientBannedNotEditable)
    const updated = await repo.updatePatient(tx, id, {
      firstName: body.first_name,
      lastName: body.last_name ?? null,
      birthday: body.birthday ?? current.birthday,
      cpf: body.cpf ?? null,
      phoneNumber: body.phone_number ?? null,
      remindersEnabled: body.reminders_enabled ?? current.remindersEnabled,
      timeZone: body.time_zone ?? current.timeZone,
      updatedAt: deps.clock.now(),
    })
    if (editor.kind === 'admin') {
      await insertAudit(tx, {
        actorKind: 'admin',
        actorId: editor.id,
        action: 'patient.update',
        entity: 'patient',
        entityId: id,
        before: patientSnapshot(current),
        after: patientSnapshot(updated),
      })
    }
    return toAdminPatientDto(updated)
  })
}

/** DELETE /user/{id} {ban}: bans (every session ends at once) or reactivates a patient. */
export async function setBan(deps: BackOfficeDeps, admin: AdminActor, id: string, body: PatientBanBody) {
  const now = deps.clock.now()
  const result = await deps.db.transaction(async (tx) => {
    const current = await repo.findPatient(tx, id, { forUpdate: true })
    if (!current) throw new NotFoundError(t.patientNotFound)
    if (current.banned === body.ban) return toAdminPatientDto(current)
    const updated = await repo.updatePatient(tx, id, {
      banned: body.ban,
      ...(body.ban ? { lastBan: now, lastBanReason: body.reason ?? null } : {}),
      updatedAt: now,
    })
    await insertAudit(tx, {
      actorKind: 'admin',
      actorId: admin.id,
      action: body.ban ? 'patient.ban' : 'patient.reactivate',
      entity: 'patient',
      entityId: id,
      before: { banned: current.banned },
      after: { banned: body.ban, reason: body.reason ?? null },
    })
    await notifyPatientBan(deps, tx, { id, email: updated.email, firstName: updated.firstName }, body.ban, now.toISOString())
    return toAdminPatientDto(updated)
  })
  if (body.ban) await revokeAllSessions(deps.db, { kind: 'patient', id }, now)
  return result
}

// ---- Audit and dashboard ----------------------------------------------------------------------

export async function auditHistory(deps: BackOfficeDeps, query: AuditQuery) {
  const rows = await repo.listAudit(deps.db, query.entity, query.id)
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor_kind: row.actorKind,
      actor_id: row.actorId,
      action: row.action,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
  }
}

export async function dashboardIndicators(deps: BackOfficeDeps): Promise<DashboardIndicatorsDto> {
  const c = await repo.dashboardCounters(deps.db)
  const zero = { total: 0, inactive: 0 }
  return {
    clinics: c.clinicCounts ?? zero,
    professionals: c.professionalCounts
      ? { total: c.professionalCounts.total, inactive: c.professionalCounts.inactive, awaiting_authorization: c.professionalCounts.awaitingAuthorization, psychologists: c.professionalCounts.psychologists, psychiatrists: c.professionalCounts.psychiatrists }
      : { ...zero, awaiting_authorization: 0, psychologists: 0, psychiatrists: 0 },
    users: c.userCounts ?? zero,
    admins: c.adminCounts ?? { total: 0, active: 0 },
    support: c.supportCounts ?? { total: 0, open: 0 },
    questions: c.questionCounts ?? { total: 0, views: 0 },
    sessions: c.sessionCounts ?? { total: 0, consultations: 0, returns: 0, cancelled: 0, paid: 0, patient_no_shows: 0, professional_no_shows: 0 },
  }
}
