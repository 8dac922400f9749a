import { sql } from 'drizzle-orm'
import type { ActorKind } from '@acolhe/shared/enums'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import type { Db } from '../../../db/client'
import { sessionNoShows } from '../../../db/schema/no-shows'

/**
 * Records who did not come; a session recorded again (after an admin revived it) keeps the latest
 * recording, and the money already given back stays counted (a session is refunded once).
 */
export async function recordNoShow(
  db: Db,
  row: { sessionId: string; absent: NoShowParty; markedByKind: ActorKind; markedById: string; markedAt: Date; refundedCents: number },
): Promise<void> {
  await db
    .insert(sessionNoShows)
    .values(row)
    .onConflictDoUpdate({
      target: sessionNoShows.sessionId,
      set: {
        absent: sql`excluded.absent`,
        markedByKind: sql`excluded.marked_by_kind`,
        markedById: sql`excluded.marked_by_id`,
        markedAt: sql`excluded.marked_at`,
        refundedCents: sql`greatest(${sessionNoShows.refundedCents}, excluded.refunded_cents)`,
      },
    })
}
