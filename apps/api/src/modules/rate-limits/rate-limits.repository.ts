import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimitCounters } from '../../db/schema/operations'

/**
 * One more hit on `key` in a fixed window of `windowMs` that started at most `windowMs` before `now`;
 * an older window starts over at `now`. One statement, so instances counting at once never lose a hit.
 */
export async function incrementCounter(db: Db, key: string, now: Date, windowMs: number): Promise<{ count: number; windowStart: Date }> {
  const expiredBefore = new Date(now.getTime() - windowMs)
  const expired = sql`${rateLimitCounters.windowStart} <= ${expiredBefore.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart })
  if (!row) throw new Error('the rate-limit counter returned no row')
  return row
}

/** Forgets windows that ended before `before`. */
export async function deleteCountersBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before))
}
