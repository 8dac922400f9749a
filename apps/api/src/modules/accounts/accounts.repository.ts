import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { consents } from '../../db/schema/accounts'
import { patients } from '../../db/schema/people'

export type PatientRow = typeof patients.$inferSelect
export type NewPatient = typeof patients.$inferInsert

export async function findPatientByEmail(db: Db, email: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.email, email.toLowerCase()))
  return row
}

export async function findPatientById(db: Db, id: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id))
  return row
}

export async function insertPatient(db: Db, values: NewPatient): Promise<PatientRow> {
  const [row] = await db.insert(patients).values({ ...values, email: values.email.toLowerCase() }).returning()
  if (!row) throw new Error('patient insert returned nothing')
  return row
}

export async function setPatientLastLogin(db: Db, id: string, at: Date): Promise<PatientRow | undefined> {
  const [row] = await db.update(patients).set({ lastLogin: at }).where(eq(patients.id, id)).returning()
  return row
}

export async function insertConsents(db: Db, values: (typeof consents.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(consents).values(values)
}

export async function updatePatient(db: Db, id: string, values: Partial<NewPatient>): Promise<PatientRow> {
  const [row] = await db.update(patients).set(values).where(eq(patients.id, id)).returning()
  if (!row) throw new Error('patient update returned nothing')
  return row
}
