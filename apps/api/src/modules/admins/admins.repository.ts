import { asc, count, eq, sql } from 'drizzle-orm'
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

/** Active admins first, then by name: the list of /admin/admins. */
export async function listAdmins(db: Db, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(admins)
    .orderBy(sql`${admins.active} desc`, asc(admins.firstName), asc(admins.lastName), asc(admins.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ value: count() }).from(admins)
  return { rows, total: total?.value ?? 0 }
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins).where(eq(admins.active, true))
  return row?.value ?? 0
}

/**
 * Locks every active admin row (in a transaction): two admins deactivating each other at the same
 * moment then run one after the other, so the second sees the first's change and the last active
 * admin is never deactivated.
 */
export async function lockActiveAdmins(db: Db): Promise<{ id: string }[]> {
  return db.select({ id: admins.id }).from(admins).where(eq(admins.active, true)).orderBy(asc(admins.id)).for('update')
}

export async function setAdminActive(db: Db, id: string, active: boolean): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set({ active }).where(eq(admins.id, id)).returning()
  return row
}


/** Every admin, active first then by email: the operator's `npm run admin -- list`. */
export async function listEveryAdmin(db: Db): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(sql`${admins.active} desc`, asc(admins.email))
}

export async function setAdminPasswordHash(db: Db, id: string, passwordHash: string): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set({ passwordHash }).where(eq(admins.id, id)).returning()
  return row
}
