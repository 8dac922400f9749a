import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { unavailabilities } from '../../db/schema/calendar'

export type UnavailabilityRow = typeof unavailabilities.$inferSelect
export type NewUnavailability = typeof unavailabilities.$inferInsert

export type PeriodFilter = { professionalId: string; from?: Date; to?: Date }

function whereOf(filter: PeriodFilter): SQL | undefined {
  // A period is listed when it touches the asked range at all.
  return and(
    eq(unavailabilities.professionalId, filter.professionalId),
    filter.to ? lte(unavailabilities.startDate, filter.to) : undefined,
    filter.from ? gte(unavailabilities.endDate, filter.from) : undefined,
  )
}

/**
 * What is still to come first: periods not yet over (current ones included), soonest first; then the
 * ones already over, latest first. One professional's periods are few, so the sort is cheap.
 */
export async function listPeriods(db: Db, filter: PeriodFilter, page: { limit: number; offset: number; now: Date }): Promise<UnavailabilityRow[]> {
  const over = sql`(${unavailabilities.endDate} < ${page.now})`
  return db
    .select()
    .from(unavailabilities)
    .where(whereOf(filter))
    .orderBy(
      asc(over),
      sql`case when ${over} then null else ${unavailabilities.startDate} end asc`,
      desc(unavailabilities.startDate),
      asc(unavailabilities.createdAt),
      asc(unavailabilities.id),
    )
    .limit(page.limit)
    .offset(page.offset)
}

export async function countPeriods(db: Db, filter: PeriodFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(unavailabilities).where(whereOf(filter))
  return row?.total ?? 0
}

export async function findPeriod(db: Db, id: string): Promise<UnavailabilityRow | undefined> {
  const [row] = await db.select().from(unavailabilities).where(eq(unavailabilities.id, id))
  return row
}

export async function insertPeriod(db: Db, values: NewUnavailability): Promise<UnavailabilityRow> {
  const [row] = await db.insert(unavailabilities).values(values).returning()
  if (!row) throw new Error('unavailability insert returned nothing')
  return row
}

export async function updatePeriod(db: Db, id: string, values: Partial<NewUnavailability>): Promise<UnavailabilityRow> {
  const [row] = await db.update(unavailabilities).set(values).where(eq(unavailabilities.id, id)).returning()
  if (!row) throw new Error('unavailability update returned nothing')
  return row
}

export async function deletePeriod(db: Db, id: string): Promise<void> {
  await db.delete(unavailabilities).where(eq(unavailabilities.id, id))
}
