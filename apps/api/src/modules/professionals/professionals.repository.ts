import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { consents } from '../../db/schema/accounts'
import { clinics } from '../../db/schema/clinics'
import { admins, professionals } from '../../db/schema/people'

export type ProfessionalRow = typeof professionals.$inferSelect
export type NewProfessional = typeof professionals.$inferInsert

export async function insertProfessional(db: Db, values: NewProfessional): Promise<ProfessionalRow> {
  const [row] = await db.insert(professionals).values({ ...values, email: values.email.toLowerCase() }).returning()
  if (!row) throw new Error('professional insert returned nothing')
  return row
}

/** The row locked for the rest of the transaction, so two edits of one profile apply one after the other. */
export async function findProfessionalForUpdate(db: Db, id: string): Promise<ProfessionalRow | undefined> {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, id)).for('update')
  return row
}

export async function updateProfessional(db: Db, id: string, values: Partial<NewProfessional>): Promise<ProfessionalRow> {
  const [row] = await db.update(professionals).set(values).where(eq(professionals.id, id)).returning()
  if (!row) throw new Error('professional update returned nothing')
  return row
}

export async function isActiveClinic(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(and(eq(clinics.id, id), eq(clinics.active, true)))
  return Boolean(row)
}

export async function insertConsents(db: Db, values: (typeof consents.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(consents).values(values)
}


/** Where to tell the admins about something they must check: every active admin's address. */
export async function listActiveAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: admins.email }).from(admins).where(eq(admins.active, true))
  return rows.map((row) => row.email)
}
