import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins } from '../../db/schema/people'

export type AdminRow = typeof admins.$inferSelect

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase()))
  return row
}

export async function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id))
  return row
}

export async function insertAdmin(db: Db, values: typeof admins.$inferInsert): Promise<AdminRow> {
  const [row] = await db.insert(admins).values({ ...values, email: values.email.toLowerCase() }).returning()
  if (!row) throw new Error('admin insert returned nothing')
  return row
}

export async function setAdminLastLogin(db: Db, id: string, at: Date): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set({ lastLogin: at }).where(eq(admins.id, id)).returning()
  return row
}
