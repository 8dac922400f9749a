import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { emailOutbox, scheduledJobs } from '../../db/schema/operations'
import { whatsappOutbox } from '../../db/schema/reminders'
import { sessions } from '../../db/schema/sessions'
import { waitlistHolds } from '../../db/schema/waitlist'
import type { QueueStat } from '../../lib/metrics'

/**
 * Items waiting in `table` (rows matching `waiting`) and the age, at `now`, of the oldest one whose
 * `dueAt` has passed: a backlog the job has not caught up with. Each query is served by the queue's
 * partial "pending" index.
 */
async function backlog(db: Db, queue: string, table: PgTable, waiting: SQL | undefined, dueAt: PgColumn | SQL, now: Date): Promise<QueueStat> {
  const at = now.toISOString()
  const [row] = await db
    .select({
      length: sql<number>`count(*)::int`,
      oldestDueAge: sql<number | null>`extract(epoch from ${at}::timestamptz - min(${dueAt}) filter (where ${dueAt} <= ${at}::timestamptz))::float8`,
    })
    .from(table)
    .where(waiting)
  return { queue, length: row?.length ?? 0, oldestDueAgeSeconds: Math.max(0, row?.oldestDueAge ?? 0) }
}

/** The backlog of every background queue, read at scrape time (the same figures on every instance). */
export function readQueueStats(db: Db, now: Date): Promise<QueueStat[]> {
  return Promise.all([
    backlog(db, 'email_outbox', emailOutbox, eq(emailOutbox.status, 'PENDING'), emailOutbox.nextAttemptAt, now),
    backlog(db, 'whatsapp_outbox', whatsappOutbox, eq(whatsappOutbox.status, 'PENDING'), whatsappOutbox.nextAttemptAt, now),
    backlog(db, 'reminders', scheduledJobs, eq(scheduledJobs.status, 'PENDING'), scheduledJobs.runAt, now),
    // An offer whose two hours lapsed still holds its hour until the waitlist job expires it.
    backlog(db, 'waitlist_offers', waitlistHolds, eq(waitlistHolds.status, 'HELD'), waitlistHolds.expiresAt, now),
    // An unpaid booking holds its hour until its checkout expires or its start passes (the earlier).
    backlog(
      db,
      'unpaid_holds',
      sessions,
      and(eq(sessions.status, 'CREATED'), ne(sessions.payment, 'DONE')),
      sql`least(coalesce(${sessions.checkoutExpiresAt}, ${sessions.selectedDate}), ${sessions.selectedDate})`,
      now,
    ),
  ])
}
