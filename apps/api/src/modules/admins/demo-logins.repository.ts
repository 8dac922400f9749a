import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins, patients, professionals } from '../../db/schema/people'

export type LoginKind = 'patient' | 'professional' | 'admin'
export type LoginRow = { kind: LoginKind; id: string; passwordHash: string | null }

const tables = { patient: patients, professional: professionals, admin: admins } as const

/** The accounts of every kind with this email, with their password hashes. */
export async function loginsByEmail(db: Db, email: string): Promise<LoginRow[]> {
  const found: LoginRow[] = []
  for (const kind of ['patient', 'professional', 'admin'] as const) {
    const table = tables[kind]
    const rows = await db.select({ id: table.id, passwordHash: table.passwordHash }).from(table).where(eq(table.email, email))
    found.push(...rows.map((row) => ({ kind, ...row })))
  }
  return found
}

/** A patient or professional without a password: only password recovery or Google sign-in could open it again. */
export async function clearPassword(db: Db, kind: 'patient' | 'professional', id: string): Promise<void> {
  const table = tables[kind]
  await db.update(table).set({ passwordHash: null }).where(eq(table.id, id))
}

/** An admin (whose password is required) gets an unknown one and is deactivated. */
export async function lockAdmin(db: Db, id: string, unknownPasswordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash: unknownPasswordHash, active: false }).where(eq(admins.id, id))
}
