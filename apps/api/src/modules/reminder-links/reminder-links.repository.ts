import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reminderLinkUses } from '../../db/schema/reminders'

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

