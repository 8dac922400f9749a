import type { Db } from '../../db/client'
import { reminderLinkUses } from '../../db/schema/reminders'

/** Records a link's single use; false when its nonce was used before (a replay). */
export async function recordLinkUse(db: Db, use: typeof reminderLinkUses.$inferInsert): Promise<boolean> {
  const rows = await db.insert(reminderLinkUses).values(use).onConflictDoNothing().returning({ nonce: reminderLinkUses.nonce })
  return rows.length > 0
}
