import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailOutbox } from '../../db/schema/operations'
import { currentRequestId } from '../../lib/request-id'

export type OutboxRow = typeof emailOutbox.$inferSelect
export type OutgoingEmail = Pick<typeof emailOutbox.$inferInsert, 'toAddress' | 'subject' | 'html' | 'text' | 'attachments' | 'dedupeKey'>

/**
 * Queues a message; call it inside the transaction of the change that causes it, so the email exists
 * exactly when the change does. A repeated dedupe key queues nothing (false).
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<boolean> {
  const rows = await db.insert(emailOutbox).values({ ...email, requestId: currentRequestId() }).onConflictDoNothing().returning({ id: emailOutbox.id })
  return rows.length > 0
}

/**
 * Claims up to `limit` due messages for `lockMs`. SKIP LOCKED plus the lease means two server
 * instances never hold the same message, and a crashed sender's lease simply runs out.
 */
export async function claimDueEmails(db: Db, now: Date, limit: number, lockMs: number): Promise<OutboxRow[]> {
  const lockedUntil = new Date(now.getTime() + lockMs)
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'PENDING'),
        // A message never tried is due at once. Its next_attempt_at is the database's insert time, which
        // need not agree with the app's clock (a test clock, PGlite's clock); back-offs use the app's.
        sql`(${emailOutbox.attempts} = 0 or ${emailOutbox.nextAttemptAt} <= ${now.toISOString()})`,
        sql`(${emailOutbox.lockedUntil} is null or ${emailOutbox.lockedUntil} < ${now.toISOString()})`,
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(emailOutbox)
    .set({ lockedUntil, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning()
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: 'SENT', sentAt: at, lockedUntil: null, lastError: null }).where(eq(emailOutbox.id, id))
}

export async function markForRetry(db: Db, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(emailOutbox).set({ nextAttemptAt, lockedUntil: null, lastError: error }).where(eq(emailOutbox.id, id))
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'FAILED', lockedUntil: null, lastError: error }).where(eq(emailOutbox.id, id))
}

/** The newest messages, optionally for one address: the local mailbox of demos and tests. */
export async function listRecentEmails(db: Db, toAddress: string | undefined, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(toAddress ? eq(emailOutbox.toAddress, toAddress.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit)
}
