import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { professionals } from '../../db/schema/people'

export type ProfessionalRow = typeof professionals.$inferSelect

export async function findProfessionalByEmail(db: Db, email: string): Promise<ProfessionalRow | undefined> {
  const [row] = await db.select().from(professionals).where(eq(professionals.email, email.toLowerCase()))
  return row
}

export async function findProfessionalById(db: Db, id: string): Promise<ProfessionalRow | undefined> {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, id))
  return row
}

export async function setProfessionalLastLogin(db: Db, id: string, at: Date): Promise<ProfessionalRow | undefined> {
  const [row] = await db.update(professionals).set({ lastLogin: at }).where(eq(professionals.id, id)).returning()
  return row
}
