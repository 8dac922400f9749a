import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reminderLinkUses } from '../../db/schema/reminders'
import { sessions } from '../../db/schema/sessions'

/** Records a link's single use; false when its nonce was used before (a replay). */
export async function recordLinkUse(db: Db, use: typeof reminderLinkUses.$inferInsert): Promise<boolean> {
  const rows = await db.insert(reminderLinkUses).values(use).onConflictDoNothing().returning({ nonce: reminderLinkUses.nonce })
  return rows.length > 0
}

/** Whether a link's nonce was used already (its page asks before a cancellation, without using it). */
export async function isLinkUsed(db: Db, nonce: string): Promise<boolean> {
  const rows = await db.select({ nonce: reminderLinkUses.nonce }).from(reminderLinkUses).where(eq(reminderLinkUses.nonce, nonce))
  return rows.length > 0
}

/** The patient said they will come; the first time is kept (a second link confirms nothing new). */
export async function markPatientConfirmed(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ patientConfirmedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.patientConfirmedAt)))
}
