import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { patients, professionals } from '../../db/schema/people'

export type GooglePatientRow = typeof patients.$inferSelect
export type GoogleProfessionalRow = typeof professionals.$inferSelect

export async function findPatientByGoogleSubject(db: Db, subject: string): Promise<GooglePatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.googleSubject, subject))
  return row
}

export async function findPatientByEmail(db: Db, email: string): Promise<GooglePatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.email, email))
  return row
}

export async function linkPatient(db: Db, id: string, subject: string, now: Date): Promise<GooglePatientRow> {
  const [row] = await db
    .update(patients)
    .set({ googleSubject: subject, googlePermissionsAllowed: true, lastLogin: now, updatedAt: now })
    .where(eq(patients.id, id))
    .returning()
  if (!row) throw new Error('patient link returned nothing')
  return row
}

export async function insertGooglePatient(db: Db, values: typeof patients.$inferInsert): Promise<GooglePatientRow> {
  const [row] = await db.insert(patients).values(values).returning()
  if (!row) throw new Error('patient insert returned nothing')
  return row
}

export async function findProfessionalByGoogleSubject(db: Db, subject: string): Promise<GoogleProfessionalRow | undefined> {
  const [row] = await db.select().from(professionals).where(eq(professionals.googleSubject, subject))
  return row
}

export async function findProfessionalByEmail(db: Db, email: string): Promise<GoogleProfessionalRow | undefined> {
  const [row] = await db.select().from(professionals).where(eq(professionals.email, email))
  return row
}

export async function linkProfessional(db: Db, id: string, subject: string, now: Date): Promise<GoogleProfessionalRow> {
  const [row] = await db
    .update(professionals)
    .set({ googleSubject: subject, googlePermissionsAllowed: true, lastLogin: now, updatedAt: now })
    .where(eq(professionals.id, id))
    .returning()
  if (!row) throw new Error('professional link returned nothing')
  return row
}
