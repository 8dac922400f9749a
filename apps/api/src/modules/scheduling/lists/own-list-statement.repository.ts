import { asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { countAt } from '../../../db/raw-row'
import { rawStatement, type RawStatement } from '../../../db/raw-statement'
import { sessions } from '../../../db/schema/sessions'
import { latestConsentColumns, noConsentColumns } from '../../telehealth-consent/telehealth-consent.repository'
import { listedViewOf, type ListedSessionView } from './listed-session-view.repository'
import { PreparedPerShape } from './prepared-per-shape'
import { inlineValue, PlaceholderValues, preparable, whereOf, type Bind, type SessionFilter } from './session-filter.repository'
import { listedViewQuery } from './session-view-query.repository'

// A person's own list (`GET /session/me`) in one statement: the counts and the page side by side, read
// as raw rows and mapped by hand (docs/decisions/119-session-me-in-one-statement-without-mappers.md).
// The page is the one decision 058 describes — in date order, or upcoming first across two parts —
// and each shape of it is built and prepared once.

type Page = { limit: number; offset: number }
type Bound<T> = T | Placeholder

/** The page of a list: in date order, or what is next first and then the past (decision 029). */
export type OwnListPage = { order: 'ascending'; filter: SessionFilter } | { order: 'upcoming-first'; upcoming: SessionFilter; past: SessionFilter }

function consentColumns(withConsents: boolean) {
  return withConsents ? latestConsentColumns(sessions.userId, sessions.professionalId) : noConsentColumns()
}

/** Each row's part (0: upcoming, 1: past) and rank within it: the outer statement orders by them. */
function partColumns(part: 0 | 1, direction: typeof asc) {
  return {
    listPart: sql<number>`${sql.raw(String(part))}`.as('list_part'),
    listRank: sql<number>`row_number() over (order by ${direction(sessions.selectedDate)}, ${direction(sessions.id)})`.as('list_rank'),
  }
}

function partQuery(db: Db, withConsents: boolean, part: 0 | 1, direction: typeof asc, where: SQL | undefined) {
  // Rank and order on one index direction, so the (selected_date, id) index serves the part without a sort.
  return listedViewQuery(db, { ...consentColumns(withConsents), ...partColumns(part, direction) })
    .where(where)
    .orderBy(direction(sessions.selectedDate), direction(sessions.id))
}

/** The values of a statement, bound (as placeholders or inline): what differs between two requests of one shape. */
type Pieces = {
  counts: (SQL | undefined)[]
  scope: SQL | undefined
  page: { order: 'ascending'; where: SQL | undefined } | { order: 'upcoming-first'; upcoming: SQL | undefined; past: SQL | undefined; reach: Bound<number> }
  limit: Bound<number>
  offset: Bound<number>
}

function piecesOf(page: OwnListPage, pageBounds: Page, scope: SessionFilter, countFilters: SessionFilter[], bind: Bind): Pieces {
  return {
    counts: countFilters.map((filter, index) => whereOf(filter, bind, `f${index}_`)),
    scope: whereOf(scope, bind, 's_'),
    page:
      page.order === 'ascending'
        ? { order: 'ascending', where: whereOf(page.filter, bind) }
        : { order: 'upcoming-first', upcoming: whereOf(page.upcoming, bind, 'u_'), past: whereOf(page.past, bind, 'p_'), reach: bind('reach', pageBounds.offset + pageBounds.limit) },
    limit: bind('limit', pageBounds.limit),
    offset: bind('offset', pageBounds.offset),
  }
}

function pageSql(db: Db, withConsents: boolean, { page, limit, offset }: Pieces): SQL {
  if (page.order === 'ascending') return partQuery(db, withConsents, 0, asc, page.where).limit(limit).offset(offset).getSQL()
  const upcoming = partQuery(db, withConsents, 0, asc, page.upcoming).limit(page.reach)
  const past = partQuery(db, withConsents, 1, desc, page.past).limit(page.reach)
  return upcoming.unionAll(past).orderBy(sql`list_part`, sql`list_rank`).limit(limit).offset(offset).getSQL()
}

/**
 * The counts (one row) joined to the page (zero or more): the answer has a row even when the page is
 * empty, its view columns null then. The page is a lateral subquery cut by its own order and limit; the
 * outer order restates it.
 */
function ownListSql(db: Db, withConsents: boolean, pieces: Pieces): SQL {
  const counts = pieces.counts.map((where, index) => sql`count(*) filter (where ${where ?? sql`true`}) as ${sql.identifier(`count${index}`)}`)
  const scope = pieces.scope ? sql` where ${pieces.scope}` : sql``
  return sql`select c.*, p.* from (select ${sql.join(counts, sql`, `)} from ${sessions}${scope}) c left join lateral (${pageSql(db, withConsents, pieces)}) p on true order by p.list_part, p.list_rank`
}

const ownLists = new PreparedPerShape<RawStatement>('own_list')

/**
 * The page's rows and how many rows of `scope` each of `countFilters` matches, in one statement.
 * `withConsents`: each row carries its pair's latest consent to online care (else nulls).
 */
export async function readOwnList(
  db: Db,
  page: OwnListPage,
  pageBounds: Page,
  withConsents: boolean,
  scope: SessionFilter,
  countFilters: SessionFilter[],
): Promise<{ rows: ListedSessionView[]; counts: number[] }> {
  const filters = page.order === 'ascending' ? [page.filter] : [page.upcoming, page.past]
  let raw
  if ([...filters, scope, ...countFilters].every(preparable)) {
    const values = new PlaceholderValues()
    // Only the filters' conditions are built at each request, to bind their values; the statement's text
    // is built at its shape's first request.
    const pieces = piecesOf(page, pageBounds, scope, countFilters, values.bind)
    // A count filter without conditions adds a column but no placeholder: the shape names how many there are.
    const statement = ownLists.get(db, `${page.order}|${withConsents}|${countFilters.length}|${values.shape()}`, (name) => rawStatement(db, ownListSql(db, withConsents, pieces), name))
    if (statement) raw = await statement.rows(values.values)
  }
  raw ??= await rawStatement(db, ownListSql(db, withConsents, piecesOf(page, pageBounds, scope, countFilters, inlineValue))).rows({})
  const [first] = raw
  return {
    rows: raw.filter((row) => row.id !== null && row.id !== undefined).map(listedViewOf),
    counts: countFilters.map((_, index) => (first ? countAt(first, `count${index}`) : 0)),
  }
}
