import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { passwordResetCodes } from '../../db/schema/accounts'
import { patients, professionals } from '../../db/schema/people'

export type RecoverableKind = 'patient' | 'professional'
export type RecoverableAccount = { id: string; email: string; firstName: string | null }
export type ResetCodeRow = typeof passwordResetCodes.$inferSelect

/** A live account with this email (deleted and banned accounts cannot recover a password). */
export async function findRecoverableAccount(db: Db, kind: RecoverableKind, email: string): Promise<RecoverableAccount | undefined> {
  const address = email.toLowerCase()
  if (kind === 'patient') {
    const [row] = await db
      .select({ id: patients.id, email: patients.email, firstName: patients.firstName })
      .from(patients)
      .where(and(eq(patients.email, address), isNull(patients.deletedAt), eq(patients.banned, false)))
    return row
  }
  const [row] = await db
    .select({ id: professionals.id, email: professionals.email, firstName: professionals.firstName })
    .from(professionals)
    .where(and(eq(professionals.email, address), eq(professionals.banned, false)))
  return row
}

/** Replaces any earlier code: only the newest code of an account is ever valid. */
export async function replaceCode(db: Db, values: typeof passwordResetCodes.$inferInsert, now: Date): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.actorKind, values.actorKind), eq(passwordResetCodes.actorId, values.actorId), isNull(passwordResetCodes.usedAt)))
  await db.insert(passwordResetCodes).values(values)
}

/**
 * Takes one try of the account's newest live code in a single statement, before anything is compared:
 * the count only goes up while it is below `maxAttempts`, so simultaneous guesses can never take more
 * tries than allowed. No row means there is no live code or its tries are spent.
 */
export async function takeAttempt(
  db: Db,
  kind: RecoverableKind,
  actorId: string,
  now: Date,
  maxAttempts: number,
): Promise<Pick<ResetCodeRow, 'id' | 'codeHash'> | undefined> {
  const newest = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.actorKind, kind),
        eq(passwordResetCodes.actorId, actorId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(inArray(passwordResetCodes.id, newest), lt(passwordResetCodes.attempts, maxAttempts)))
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
  return row
}

/** Gives a try back after the right code was shown: only wrong guesses count against the limit. */
export async function returnAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} - 1` })
    .where(and(eq(passwordResetCodes.id, id), gt(passwordResetCodes.attempts, 0)))
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id })
  return rows.length > 0
}

export async function setPasswordHash(db: Db, kind: RecoverableKind, id: string, passwordHash: string, now: Date): Promise<void> {
  if (kind === 'patient') await db.update(patients).set({ passwordHash, updatedAt: now }).where(eq(patients.id, id))
  else await db.update(professionals).set({ passwordHash, updatedAt: now }).where(eq(professionals.id, id))
}
