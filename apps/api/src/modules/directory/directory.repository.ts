import { and, asc, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm'
import type { DirectoryModality, DirectorySort, Language, ProfessionalType } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { professionalNameMatches } from '../../db/name-search'
import { availabilitySlots } from '../../db/schema/calendar'
import { calendarVersions } from '../../db/schema/calendar-versions'
import { services } from '../../db/schema/catalogue'
import { clinicAddresses, clinics } from '../../db/schema/clinics'
import { nextFreeHours } from '../../db/schema/next-free-hours'
import { professionals } from '../../db/schema/people'
import { practiceTerms, professionalTerms } from '../../db/schema/practice'
import {
  instantOrNull,
  nextFreeHourOf,
  staleHourColumns,
  staleStoredHourIds,
  storedHourCurrent,
  storedOrComputedNextFreeHour,
  storeNextFreeHours,
  type NextFreeWindow,
  type StoredHourWindow,
} from './next-free-hour.repository'

// Written as the partial index `professionals_listed_name_idx` states them, without parameters: a kept
// generic plan (decision 056) can use a partial index only when the query's own text implies its condition.
const listed = sql`${professionals.authorized} and not ${professionals.banned}`
/**
 * The public list shows only professionals who published availability (decision 027): someone with no
 * weekly slot has nothing a patient could book. Their own page (`GET /professional/{id}`, the personal
 * link) still opens, and says there are no open hours. The flag is kept by triggers on the slots
 * (migration 0022): looking the slots up for each of 10,000 professionals cost most of an unfiltered page.
 */
const publishedAvailability = sql`${professionals.hasWeeklyHours}`

export type DirectoryFilter = {
  type?: ProfessionalType
  search?: string
  termIds?: string[]
  language?: Language
  modality?: DirectoryModality
  /** Bounds on the professional's regular service value (the price policy turned prices into values). */
  minValueCents?: number
  maxValueCents?: number
  /** Only those whose next free hour starts before this instant. */
  freeBefore?: Date
}

function directoryWhere(filter: { type?: ProfessionalType; search?: string; id?: string }): SQL | undefined {
  return and(
    listed,
    filter.id ? eq(professionals.id, filter.id) : undefined,
    filter.type ? eq(professionals.professionalType, filter.type) : undefined,
    // Accent- and case-insensitive, served by the trigram index on the same expression.
    filter.search ? professionalNameMatches(filter.search) : undefined,
  )
}

const hasTerm = (termId: string) =>
  sql`exists (select 1 from ${professionalTerms} where ${professionalTerms.professionalId} = ${professionals.id} and ${professionalTerms.termId} = ${termId})`

/** Online needs a modality with online care; in person an in-person modality and an active clinic (as booking checks). */
function modalityWhere(modality: DirectoryModality): SQL {
  if (modality === 'ONLINE') return sql`${professionals.serviceModality} <> 'FULL_PRESENCIAL'`
  return sql`${professionals.serviceModality} <> 'FULL_REMOTE' and exists (select 1 from ${clinics} where ${clinics.id} = ${professionals.clinicId} and ${clinics.active})`
}

/**
 * The regular value a professional charges: their own, else the admin's. Stored own values always lie
 * within the admin's current range (changing the range clamps them), so this agrees with the price policy
 * (policy/consultation-value.ts) without restating its clamp.
 */
const regularValue = sql<number | null>`coalesce(${professionals.ownValueCents}, ${services.valueCents})`

function directoryQuery(db: Db) {
  return db
    .select({ professional: professionals, clinic: { name: clinics.name, active: clinics.active }, address: clinicAddresses })
    .from(professionals)
    .leftJoin(clinics, eq(clinics.id, professionals.clinicId))
    .leftJoin(clinicAddresses, eq(clinicAddresses.clinicId, professionals.clinicId))
}

export type DirectoryRow = Awaited<ReturnType<typeof findListedProfessional>> & object

const servicesOfType = and(eq(services.professionalType, professionals.professionalType), eq(services.sessionType, 'DEFAULT'))
const storedHourOfProfessional = eq(nextFreeHours.professionalId, professionals.id)
const versionOfProfessional = eq(calendarVersions.professionalId, professionals.id)

/**
 * Stores the next free hour of every matching professional whose stored one no longer answers (decision
 * 062), so that ordering by it reads rows instead of laying out calendars. Usually writes nothing.
 */
async function refreshStoredNextFreeHours(db: Db, where: SQL | undefined, window: StoredHourWindow) {
  const stale = db
    .select({ id: professionals.id, ...staleHourColumns(window) })
    .from(professionals)
    .leftJoin(services, servicesOfType)
    .leftJoin(calendarVersions, versionOfProfessional)
    .leftJoin(nextFreeHours, storedHourOfProfessional)
    .where(and(where, not(storedHourCurrent(window))))
    .orderBy(asc(professionals.id))
  await storeNextFreeHours(db, stale, window)
}

/** One page of the public list: the ids in order with each one's next free hour, and the total. */
export async function listListedProfessionals(
  db: Db,
  filter: DirectoryFilter,
  sort: DirectorySort,
  window: StoredHourWindow,
  page: { limit: number; offset: number },
) {
  const needsNextFree = sort === 'next_hour' || filter.freeBefore !== undefined
  const where = and(
    directoryWhere(filter),
    publishedAvailability,
    ...(filter.termIds ?? []).map(hasTerm),
    filter.language ? sql`${professionals.languages} @> array[${filter.language}]::text[]` : undefined,
    filter.modality ? modalityWhere(filter.modality) : undefined,
    filter.minValueCents !== undefined ? sql`${regularValue} >= ${filter.minValueCents}` : undefined,
    filter.maxValueCents !== undefined ? sql`${regularValue} <= ${filter.maxValueCents}` : undefined,
  )
  // The page itself only needs the order's columns: the name order (and the price's value only where it
  // is asked for) reads the listed-name index alone, without the professionals' wide rows (decision 109).
  const needsValue = sort === 'price' || filter.minValueCents !== undefined || filter.maxValueCents !== undefined
  const value = needsValue ? regularValue : sql<number | null>`null::integer`
  if (!needsNextFree) return listByNameOrPrice(db, where, sort === 'price', needsValue, window, page)
  if (filter.freeBefore === undefined) return listByNextHour(db, where, needsValue, window, page)
  const candidatesFrom = db
    .select({
      id: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      value: value.as('regular_value'),
      // Every candidate's hour, as the order or the filter needs it: stored where the stored one still
      // answers, else computed.
      nextFree: storedOrComputedNextFreeHour(window).as('next_free'),
      // How many candidates' hours had to be computed, counted before any filter on the hour.
      computed: sql<number>`count(*) filter (where not ${storedHourCurrent(window)}) over ()`.as('computed'),
    })
    .from(professionals)
    .$dynamic()
  // As in listByNameOrPrice: an unused join on the services kept the scan off the listed-name index.
  if (needsValue) candidatesFrom.leftJoin(services, servicesOfType)
  const candidates = candidatesFrom
    .leftJoin(nextFreeHours, storedHourOfProfessional)
    .where(where)
    // A fence (a subquery with a limit is never inlined; Drizzle leaves out `offset 0`): inlined,
    // PostgreSQL would compute the next free hour once for the filter and again for the order.
    .limit(Number.MAX_SAFE_INTEGER)
    .as('candidates')
  const freeBefore = filter.freeBefore ? sql`${candidates.nextFree} < ${filter.freeBefore.toISOString()}::timestamptz` : undefined
  const byName = [asc(candidates.firstName), asc(candidates.lastName), asc(candidates.id)]
  const order =
    sort === 'next_hour'
      ? [sql`${candidates.nextFree} asc nulls last`, ...byName]
      : sort === 'price'
        ? [sql`${candidates.value} asc nulls last`, ...byName]
        : byName
  // The total rides along with the page (a window count), so the candidates are computed once.
  const rows = await db
    .select({
      id: candidates.id,
      nextFree: candidates.nextFree,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      computed: sql<number>`${candidates.computed}`.mapWith(Number),
    })
    .from(candidates)
    .where(freeBefore)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
  // A page past the end has no row for the window count to ride on: count apart.
  const total = rows[0]?.total ?? (page.offset > 0 ? ((await db.select({ value: count() }).from(candidates).where(freeBefore))[0]?.value ?? 0) : 0)
  // Hours computed here are stored for the next requests (one more statement, only when there were some).
  // It computes them again: the list statement returns only its page, not every candidate's hour. That
  // happens once per professional per stale row (a write, or the clock passing the stored hour).
  if ((rows[0]?.computed ?? 0) > 0) await refreshStoredNextFreeHours(db, where, window)
  return { rows: rows.map(({ id, nextFree }) => ({ id, nextFree })), total }
}

/**
 * A page ordered by next hour with no filter on the hour (decision 114): one statement of two parts. The
 * professionals whose stored row answers are read in order from `next_free_hours_order_idx`, stopping at
 * the page's end; those whose row does not answer (a calendar write marked it, or time passed it) have
 * their hour computed, as the general path does. Every listed professional has a row (migration 0038,
 * decision 118), so the second part finds the rows to compute in the stored rows' validity indexes and
 * probes only their professionals, instead of matching every listed professional against the stored rows.
 * Merged and ordered, the page is what ordering every candidate would give. The total counts the
 * listed-name index as the name order does, and the computed hours are stored afterwards.
 */
async function listByNextHour(db: Db, where: SQL | undefined, needsValue: boolean, window: StoredHourWindow, page: { limit: number; offset: number }) {
  const valueJoin = needsValue ? sql`left join ${services} on ${servicesOfType}` : sql``
  const current = storedHourCurrent(window)
  // The second part is a lateral subquery with a limit, which PostgreSQL never flattens into a join: each
  // row to compute probes its professional by id, whatever the planner guesses the ranges hold (a kept
  // generic plan guesses a third of the table for each).
  const merged = sql`(
    (select ${nextFreeHours.professionalId} as id, ${nextFreeHours.nextFree} as next_free, ${nextFreeHours.firstName} as first_name,
        ${nextFreeHours.lastName} as last_name, false as computed
      from ${nextFreeHours} join ${professionals} on ${storedHourOfProfessional} ${valueJoin}
      where ${and(where, current)}
      order by ${nextFreeHours.nextFree} asc nulls last, ${nextFreeHours.firstName}, ${nextFreeHours.lastName}, ${nextFreeHours.professionalId}
      limit ${page.limit + page.offset})
    union all
    (select listed.id, listed.next_free, listed.first_name, listed.last_name, true
      from ${staleStoredHourIds(window)} as stale (professional_id)
      cross join lateral (
        select ${professionals.id} as id, ${nextFreeHourOf(window)} as next_free, ${professionals.firstName} as first_name, ${professionals.lastName} as last_name
        from ${professionals} ${valueJoin}
        where ${and(sql`${professionals.id} = stale.professional_id`, where)}
        limit 1) listed)
  ) as merged`
  const paging = db
    .select({
      id: sql<string>`merged.id`,
      nextFree: sql<Date | null>`merged.next_free`.mapWith(instantOrNull),
      computed: sql<number>`count(*) filter (where merged.computed) over ()`.mapWith(Number),
    })
    .from(merged)
    .orderBy(sql`merged.next_free asc nulls last`, sql`merged.first_name`, sql`merged.last_name`, sql`merged.id`)
    .limit(page.limit)
    .offset(page.offset)
  const counting = db.select({ value: count() }).from(professionals).$dynamic()
  if (needsValue) counting.leftJoin(services, servicesOfType)
  const [rows, counted] = await Promise.all([paging, counting.where(where)])
  // The computed count rides on the page's rows; a page past the end has none, and its computed hours
  // (if any) are stored by the next request that has a page.
  if ((rows[0]?.computed ?? 0) > 0) await refreshStoredNextFreeHours(db, where, window)
  return { rows: rows.map(({ id, nextFree }) => ({ id, nextFree })), total: counted[0]?.value ?? 0 }
}

/**
 * A page ordered by name (or by price, then name) with no next-free-hour filter or order: the page and
 * the total are two statements side by side. One statement with a window count read every listed
 * professional and sorted them all to show a page; apart, the page walks the listed-name index and stops
 * at its last card, and the count reads that index only (decision 109). Each card's next free hour is
 * computed for the page's own rows.
 */
async function listByNameOrPrice(
  db: Db,
  where: SQL | undefined,
  byPrice: boolean,
  needsValue: boolean,
  window: NextFreeWindow,
  page: { limit: number; offset: number },
) {
  const paging = db.select({ id: professionals.id }).from(professionals).$dynamic()
  const counting = db.select({ value: count() }).from(professionals).$dynamic()
  // The services only where a value is read: even an unused join kept the count off the index-only scan.
  if (needsValue) {
    paging.leftJoin(services, servicesOfType)
    counting.leftJoin(services, servicesOfType)
  }
  const [rows, counted] = await Promise.all([
    paging
      .where(where)
      .orderBy(...(byPrice ? [sql`${regularValue} asc nulls last`] : []), asc(professionals.firstName), asc(professionals.lastName), asc(professionals.id))
      .limit(page.limit)
      .offset(page.offset),
    counting.where(where),
  ])
  const total = counted[0]?.value ?? 0
  if (rows.length === 0) return { rows: [], total }
  const ids = rows.map((r) => r.id)
  const hours = await db.select({ id: professionals.id, nextFree: nextFreeHourOf(window) }).from(professionals).where(inArray(professionals.id, ids))
  const byId = new Map(hours.map((h) => [h.id, h.nextFree]))
  return { rows: rows.map((r) => ({ id: r.id, nextFree: byId.get(r.id) ?? null })), total }
}

export function findListedProfessionals(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return directoryQuery(db).where(and(directoryWhere({}), inArray(professionals.id, ids)))
}

export async function findListedProfessional(db: Db, id: string) {
  const [row] = await directoryQuery(db).where(directoryWhere({ id }))
  return row
}

/** The first free hour of one professional, by the same query the list uses. */
export async function findNextFreeHour(db: Db, professionalId: string, window: NextFreeWindow): Promise<Date | null> {
  const [row] = await db.select({ nextFree: nextFreeHourOf(window) }).from(professionals).where(eq(professionals.id, professionalId))
  return row?.nextFree ?? null
}

/** The active approaches and themes of some professionals, for their cards. */
export function listActiveTermsOf(db: Db, professionalIds: string[]) {
  if (professionalIds.length === 0) return Promise.resolve([])
  return db
    .select({ professionalId: professionalTerms.professionalId, id: practiceTerms.id, kind: practiceTerms.kind, name: practiceTerms.name })
    .from(professionalTerms)
    .innerJoin(practiceTerms, eq(practiceTerms.id, professionalTerms.termId))
    .where(and(inArray(professionalTerms.professionalId, professionalIds), eq(practiceTerms.active, true)))
    .orderBy(asc(practiceTerms.name))
}

export function listServices(db: Db, type?: ProfessionalType) {
  return db
    .select()
    .from(services)
    .where(type ? eq(services.professionalType, type) : undefined)
    .orderBy(asc(services.professionalType), asc(services.sessionType))
}

export async function findService(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id))
  return row
}

/** Which of some professionals offer hours at their 'valor social'. */
export async function listSocialSlotOwners(db: Db, professionalIds: string[]): Promise<Set<string>> {
  if (professionalIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ professionalId: availabilitySlots.professionalId })
    .from(availabilitySlots)
    .where(and(inArray(availabilitySlots.professionalId, professionalIds), eq(availabilitySlots.socialRate, true), sql`${availabilitySlots.deletedAt} is null`))
  return new Set(rows.map((r) => r.professionalId))
}
