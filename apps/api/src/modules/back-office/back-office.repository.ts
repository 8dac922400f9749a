import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AdminPatientsQuery, AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'
import type { Db } from '../../db/client'
import { patientNameMatches, professionalNameMatches } from '../../db/name-search'
import { faqQuestions } from '../../db/schema/catalogue'
import { clinics } from '../../db/schema/clinics'
import { auditLog, supportMessages } from '../../db/schema/operations'
import { admins, patients, professionals } from '../../db/schema/people'
import { patientTallies, sessionTallies } from '../../db/schema/tallies'

export type ProfessionalRow = typeof professionals.$inferSelect
export type PatientRow = typeof patients.$inferSelect

// ---- Professionals ------------------------------------------------------------------------------

function professionalsWhere(q: Omit<AdminProfessionalsQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    q.search ? professionalNameMatches(q.search) : undefined,
    q.professional_type ? eq(professionals.professionalType, q.professional_type) : undefined,
    q.service_modality ? eq(professionals.serviceModality, q.service_modality) : undefined,
    q.contract ? eq(professionals.contract, q.contract) : undefined,
    q.authorized === undefined ? undefined : eq(professionals.authorized, q.authorized),
  )
}

const professionalWithClinic = (db: Db) =>
  db.select({ professional: professionals, clinic: { id: clinics.id, name: clinics.name } }).from(professionals).leftJoin(clinics, eq(clinics.id, professionals.clinicId))

export async function listProfessionals(db: Db, q: AdminProfessionalsQuery) {
  const where = professionalsWhere(q)
  const rows = await professionalWithClinic(db)
    .where(where)
    .orderBy(asc(professionals.firstName), asc(professionals.lastName), asc(professionals.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
  const [total] = await db.select({ value: count() }).from(professionals).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function findProfessional(db: Db, id: string) {
  const [row] = await professionalWithClinic(db).where(eq(professionals.id, id))
  return row
}

export async function setAuthorized(db: Db, id: string, authorized: boolean, now: Date): Promise<ProfessionalRow | undefined> {
  // A withdrawal is dated (the account is suspended, not awaiting analysis); authorizing clears it.
  const [row] = await db
    .update(professionals)
    .set({ authorized, deauthorizedAt: authorized ? null : now, updatedAt: now })
    .where(eq(professionals.id, id))
    .returning()
  return row
}

// ---- Patients -----------------------------------------------------------------------------------

function patientsWhere(q: Omit<AdminPatientsQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    sql`${patients.deletedAt} is null`,
    q.search ? patientNameMatches(q.search) : undefined,
    q.is_complete === undefined ? undefined : eq(patients.isComplete, q.is_complete),
    q.is_member === undefined ? undefined : eq(patients.isMember, q.is_member),
  )
}

export async function listPatients(db: Db, q: AdminPatientsQuery) {
  const where = patientsWhere(q)
  const rows = await db
    .select()
    .from(patients)
    .where(where)
    .orderBy(asc(patients.firstName), asc(patients.lastName), asc(patients.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
  const [total] = await db.select({ value: count() }).from(patients).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function findPatient(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<PatientRow | undefined> {
  const query = db.select().from(patients).where(and(eq(patients.id, id), sql`${patients.deletedAt} is null`))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export async function updatePatient(db: Db, id: string, values: Partial<typeof patients.$inferInsert>): Promise<PatientRow> {
  const [row] = await db.update(patients).set(values).where(eq(patients.id, id)).returning()
  if (!row) throw new Error('patient update returned nothing')
  return row
}

// ---- Audit and dashboard ------------------------------------------------------------------------


export function listAudit(db: Db, entity: string, entityId: string) {
  return db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.createdAt)).limit(200)
}

const n = (condition?: SQL) => (condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`)

/** The sum of a tally's counts (of the rows `condition` keeps): each key's count is spread over shards. */
const tally = (column: AnyPgColumn, condition?: SQL) =>
  condition ? sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::int` : sql<number>`coalesce(sum(${column}), 0)::int`

/** Every counter of the dashboard, each computed by the database in one aggregate per table. */
export async function dashboardCounters(db: Db) {
  const [clinicCounts] = await db.select({ total: n(), inactive: n(sql`${clinics.active} = false`) }).from(clinics)
  const [professionalCounts] = await db
    .select({
      total: n(),
      // 'Desativados': banned, or whose authorization an admin withdrew. One never authorized yet is
      // awaiting analysis, not deactivated: counted apart.
      inactive: n(sql`${professionals.banned} = true or (${professionals.authorized} = false and ${professionals.deauthorizedAt} is not null)`),
      awaitingAuthorization: n(sql`${professionals.banned} = false and ${professionals.authorized} = false and ${professionals.deauthorizedAt} is null`),
      psychologists: n(sql`${professionals.professionalType} = 'PSYCHOLOGIST'`),
      psychiatrists: n(sql`${professionals.professionalType} = 'PSYCHIATRIST'`),
    })
    .from(professionals)
  // Patients and sessions are read from their tallies (migration 0020): the same numbers as a count over
  // the tables, without reading their hundreds of thousands of rows.
  const [userCounts] = await db.select({ total: tally(patientTallies.count), inactive: tally(patientTallies.count, sql`${patientTallies.banned} = true`) }).from(patientTallies)
  const [adminCounts] = await db.select({ total: n(), active: n(sql`${admins.active} = true`) }).from(admins)
  const [supportCounts] = await db.select({ total: n(), open: n(sql`${supportMessages.handledAt} is null`) }).from(supportMessages)
  const [questionCounts] = await db.select({ total: n(), views: sql<number>`coalesce(sum(${faqQuestions.views}), 0)::int` }).from(faqQuestions)
  const count = sessionTallies.count
  const [sessionCounts] = await db
    .select({
      total: tally(count),
      consultations: tally(count, sql`${sessionTallies.type} = 'DEFAULT'`),
      returns: tally(count, sql`${sessionTallies.type} = 'RETURN'`),
      cancelled: tally(count, sql`${sessionTallies.status} = 'CANCELLED'`),
      paid: tally(count, sql`${sessionTallies.payment} = 'DONE'`),
      patient_no_shows: tally(count, sql`${sessionTallies.status} = 'PATIENT_NO_SHOW'`),
      professional_no_shows: tally(count, sql`${sessionTallies.status} = 'PROFESSIONAL_NO_SHOW'`),
    })
    .from(sessionTallies)
  return { clinicCounts, professionalCounts, userCounts, adminCounts, supportCounts, questionCounts, sessionCounts }
}
