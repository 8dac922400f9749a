import { asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { sessions } from '../../../db/schema/sessions'
import { latestConsentColumns, noConsentColumns } from '../../telehealth-consent/telehealth-consent.repository'
import { PreparedPerShape } from './prepared-per-shape'
import { inlineValue, PlaceholderValues, preparable, whereOf, type Bind, type SessionFilter } from './session-filter.repository'
import { sessionViewQuery } from './session-view-query.repository'

// The statements of a session list: a page in date order, the upcoming-first page, the counts. Each is
// written once and sent either prepared for its shape (placeholders, the SQL text built at the shape's
// first request) or, for a name search, built with its values for the one execution
// (docs/decisions/058-session-lists-prepared-per-shape.md).

type Page = { limit: number; offset: number }
type Bound<T> = T | Placeholder

/**
 * Each row's consent to online care for the lists that show it (professionals', admins'), read in the
 * page's statement; a patient's list has the same columns, null.
 */
function consentColumns(withConsents: boolean) {
  return withConsents ? latestConsentColumns(sessions.userId, sessions.professionalId) : noConsentColumns()
}

function ascendingPageQuery(db: Db, withConsents: boolean, where: SQL | undefined, limit: Bound<number>, offset: Bound<number>) {
  // One direction for both keys, so the (selected_date, id) index serves the page without a sort.
  return sessionViewQuery(db, consentColumns(withConsents)).where(where).orderBy(asc(sessions.selectedDate), asc(sessions.id)).limit(limit).offset(offset)
}

/**
 * The history with what is next on top, as one statement: the upcoming part soonest first, then the past
 * latest first, paged across both. Each part reads no further than the page's end (`reach`) through the
 * (selected_date, id) index in its own direction; its rank there orders the page.
 */
function upcomingFirstPageQuery(db: Db, withConsents: boolean, upcoming: SQL | undefined, past: SQL | undefined, reach: Bound<number>, limit: Bound<number>, offset: Bound<number>) {
  const part = (number: 0 | 1, direction: typeof asc, where: SQL | undefined) =>
    sessionViewQuery(db, {
      listPart: sql<number>`${sql.raw(String(number))}`.as('list_part'),
      listRank: sql<number>`row_number() over (order by ${direction(sessions.selectedDate)}, ${direction(sessions.id)})`.as('list_rank'),
      ...consentColumns(withConsents),
    })
      .where(where)
      .orderBy(direction(sessions.selectedDate), direction(sessions.id))
      .limit(reach)
  return part(0, asc, upcoming).unionAll(part(1, desc, past)).orderBy(sql`list_part`, sql`list_rank`).limit(limit).offset(offset)
}

/** Several counts over the rows of `scope`, each with its own condition: one statement for all the tabs. */
function countsQuery(db: Db, scope: SQL | undefined, conditions: (SQL | undefined)[]) {
  const columns = Object.fromEntries(conditions.map((condition, index) => [`c${index}`, sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number)]))
  return db.select(columns).from(sessions).where(scope)
}

const ascendingPages = new PreparedPerShape<ReturnType<ReturnType<typeof ascendingPageQuery>['prepare']>>('session_page')
const upcomingFirstPages = new PreparedPerShape<ReturnType<ReturnType<typeof upcomingFirstPageQuery>['prepare']>>('session_page_upcoming_first')
const counts = new PreparedPerShape<ReturnType<ReturnType<typeof countsQuery>['prepare']>>('session_counts')

/** `withConsents`: each row carries its pair's latest consent to online care (else nulls). */
export function readAscendingPage(db: Db, filter: SessionFilter, page: Page, withConsents: boolean) {
  const build = (bind: Bind) => [whereOf(filter, bind), bind('limit', page.limit), bind('offset', page.offset)] as const
  if (preparable(filter)) {
    const values = new PlaceholderValues()
    const [where, limit, offset] = build(values.bind)
    const prepared = ascendingPages.get(db, `${withConsents}|${values.shape()}`, (name) => ascendingPageQuery(db, withConsents, where, limit, offset).prepare(name))
    if (prepared) return prepared.execute(values.values)
  }
  return ascendingPageQuery(db, withConsents, ...build(inlineValue))
}

/** `upcoming` and `past` are the list's filter split at its pivot; the page runs across the two in that order. */
export function readUpcomingFirstPage(db: Db, upcoming: SessionFilter, past: SessionFilter, page: Page, withConsents: boolean) {
  const build = (bind: Bind) =>
    [whereOf(upcoming, bind, 'u_'), whereOf(past, bind, 'p_'), bind('reach', page.offset + page.limit), bind('limit', page.limit), bind('offset', page.offset)] as const
  if (preparable(upcoming) && preparable(past)) {
    const values = new PlaceholderValues()
    const pieces = build(values.bind)
    const prepared = upcomingFirstPages.get(db, `${withConsents}|${values.shape()}`, (name) => upcomingFirstPageQuery(db, withConsents, ...pieces).prepare(name))
    if (prepared) return prepared.execute(values.values)
  }
  return upcomingFirstPageQuery(db, withConsents, ...build(inlineValue))
}

/** How many rows of `scope` each filter matches, in one statement. */
export async function readCounts(db: Db, scope: SessionFilter, filters: SessionFilter[]): Promise<number[]> {
  if (filters.length === 0) return []
  const build = (bind: Bind) => [whereOf(scope, bind, 's_'), filters.map((filter, index) => whereOf(filter, bind, `f${index}_`))] as const
  let row: Record<string, number> | undefined
  if ([scope, ...filters].every(preparable)) {
    const values = new PlaceholderValues()
    const [where, conditions] = build(values.bind)
    // A filter without conditions adds a column but no placeholder: the shape names how many there are.
    const prepared = counts.get(db, `${filters.length}|${values.shape()}`, (name) => countsQuery(db, where, conditions).prepare(name))
    if (prepared) [row] = await prepared.execute(values.values)
  }
  if (!row) [row] = await countsQuery(db, ...build(inlineValue))
  return filters.map((_, index) => row?.[`c${index}`] ?? 0)
}
