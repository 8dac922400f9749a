import { asc, desc, sql, type SQL } from 'drizzle-orm'
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

function pageSql(db: Db, withConsents: boolean, page: OwnListPage, bind: Bind, pageBounds: Page): SQL {
  const limit = bind('limit', pageBounds.limit)
  const offset = bind('offset', pageBounds.offset)
  if (page.order === 'ascending') return partQuery(db, withConsents, 0, asc, whereOf(page.filter, bind)).limit(limit).offset(offset).getSQL()
  const reach = bind('reach', pageBounds.offset + pageBounds.limit)
  const upcoming = partQuery(db, withConsents, 0, asc, whereOf(page.upcoming, bind, 'u_')).limit(reach)
  const past = partQuery(db, withConsents, 1, desc, whereOf(page.past, bind, 'p_')).limit(reach)
  return upcoming.unionAll(past).orderBy(sql`list_part`, sql`list_rank`).limit(limit).offset(offset).getSQL()
}

/**
 * The counts (one row) joined to the page (zero or more): the answer has a row even when the page is
 * empty, its view columns null then. The page is a lateral subquery cut by its own order and limit; the
 * outer order restates it.
 */
function ownListSql(db: Db, withConsents: boolean, page: OwnListPage, pageBounds: Page, scope: SessionFilter, countFilters: SessionFilter[], bind: Bind): SQL {
  const counts = countFilters.map((filter, index) => sql`count(*) filter (where ${whereOf(filter, bind, `f${index}_`) ?? sql`true`}) as ${sql.identifier(`count${index}`)}`)
  const scopeWhere = whereOf(scope, bind, 's_')
  return sql`select c.*, p.* from (select ${sql.join(counts, sql`, `)} from ${sessions}${scopeWhere ? sql` where ${scopeWhere}` : sql``}) c left join lateral (${pageSql(db, withConsents, page, bind, pageBounds)}) p on true order by p.list_part, p.list_rank`
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
  const build = (bind: Bind) => ownListSql(db, withConsents, page, pageBounds, scope, countFilters, bind)
  let raw
  if ([...filters, scope, ...countFilters].every(preparable)) {
    const values = new PlaceholderValues()
    const query = build(values.bind)
    // A count filter without conditions adds a column but no placeholder: the shape names how many there are.
    const statement = ownLists.get(db, `${page.order}|${withConsents}|${countFilters.length}|${values.shape()}`, (name) => rawStatement(db, query, name))
    if (statement) raw = await statement.rows(values.values)
  }
  raw ??= await rawStatement(db, build(inlineValue)).rows({})
  const [first] = raw
  return {
    rows: raw.filter((row) => row.id !== null && row.id !== undefined).map(listedViewOf),
    counts: countFilters.map((_, index) => (first ? countAt(first, `count${index}`) : 0)),
  }
}
