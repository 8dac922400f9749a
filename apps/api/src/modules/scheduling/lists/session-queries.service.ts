import { ADMIN_LIST_TOTAL_CAP, SESSION_MINUTES } from '@acolhe/shared/constants'
import type { SessionListDto } from '@acolhe/shared/api/session'
import type { AdminSessionsQuery, MySessionsQuery } from '@acolhe/shared/schemas/session'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../../db/client'
import { addLocalDays, startOfLocalDay } from '../../../lib/brasilia-time'
import { ForbiddenError, NotFoundError } from '../../../lib/errors'
import { meetingLinkFor, type MeetingParticipant } from '../../../integrations/meeting-token'
import { throwIfRefused } from '../policy/refusal'
import { amountDueOf } from '../../ledger/price'
import { seeRefusal } from '../policy/session-rules'
import { LIVE_STATUSES } from '../policy/session-statuses'
import { tabFilter, type TabFilter } from '../policy/session-tabs'
import type { SchedulingDeps } from '../scheduling-deps'
import * as ledger from '../../ledger/ledger.service'
import * as repo from '../scheduling.repository'
import { toSessionDto } from './session-view'
import { splitAtPivot, type SessionFilter } from './session-filter.repository'
import { findSessionView } from './session-view-query.repository'
import type { SessionFacts } from './session-facts'
import { readOwnList, type OwnListPage } from './own-list-statement.repository'
import type { ListedSessionView } from './listed-session-view.repository'
import type { ActorRef } from '../../auth/actor'
import { consentsOnSessions, sessionConsentDto, type SessionConsentDto } from '../../telehealth-consent/telehealth-consent.service'

// Reading sessions: one session, the lists with their tabs and counts. Every session answered carries
// what the caller may do with it (the policy's `actions`).

type ViewDeps = Pick<SchedulingDeps, 'db'> & { config: Pick<SchedulingDeps['config'], 'meetingJwt'> }

/** Who `viewer` is in the meeting room: the professional moderates; an admin is not a participant. */
function participantOf(viewer: ActorRef, view: SessionFacts): MeetingParticipant | null {
  const name = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ')
  if (viewer.kind === 'patient') return { id: viewer.id, name: name(view.patient), moderator: false }
  if (viewer.kind === 'professional') return { id: viewer.id, name: name(view.professional), moderator: true }
  return null
}

/** Where the consents shown on `views` come from: one query for them all, or their own rows. */
type ConsentSource<V extends SessionFacts> = (db: Db, views: V[]) => Promise<(view: V) => SessionConsentDto>

const pairOf = ({ session }: SessionFacts) => ({ userId: session.userId, professionalId: session.professionalId })

const consentsRead: ConsentSource<SessionFacts> = async (db, views) => {
  const consents = await consentsOnSessions(db, views.map(pairOf))
  return (view) => consents.of(pairOf(view))
}

/** A list's rows: each carries its pair's latest consent, read in the page's statement (decision 058). */
type ListedView = Pick<ListedSessionView, 'consentVersion' | 'consentAcceptedAt'>

const consentsOnRows: ConsentSource<SessionFacts & ListedView> = async () => (view) =>
  sessionConsentDto(view.consentVersion !== null && view.consentAcceptedAt !== null ? { version: view.consentVersion, acceptedAt: view.consentAcceptedAt } : undefined)

/**
 * The sessions as `viewer` sees them, with the balance a payment would use where the viewer may pay and,
 * for their professional or an admin, the patient's consent to online care (decision 034). What each row
 * needs beyond its own columns is read for the whole list at once — a fixed number of queries per list,
 * not per row.
 */
async function dtosFor<V extends SessionFacts>(deps: ViewDeps, viewer: ActorRef, views: V[], now: Date, consentsOf: ConsentSource<V>) {
  const db = deps.db
  const rows = views.map((view) => {
    const base = toSessionDto(view, viewer, now)
    // With signed rooms, each participant's link carries their own token, only around the consultation.
    const linked = deps.config.meetingJwt
      ? { ...base, meets_url: meetingLinkFor(base.meets_url, view.session.selectedDate, participantOf(viewer, view), deps.config.meetingJwt, now) }
      : base
    return { view, linked }
  })
  const showsConsent = (view: SessionFacts) => view.session.isOnline && viewer.kind !== 'patient'
  const payable = rows.filter(({ linked }) => linked.actions.pay).map(({ view }) => view)
  const [consentOf, { reservations, balances }] = await Promise.all([
    consentsOf(db, views.filter(showsConsent)),
    ledger.paymentFactsOf(db, payable.map(({ session }) => session.userId), payable.map(({ session }) => session.id)),
  ])
  return rows.map(({ view, linked }) => {
    const dto = showsConsent(view) ? { ...linked, telehealth_consent: consentOf(view) } : linked
    if (!dto.actions.pay) return dto
    const due = amountDueOf(view.session.priceCents, {
      reservation: reservations.get(view.session.id) ?? { reservedCents: 0, exists: false },
      freeCents: balances.get(view.session.userId) ?? 0,
    })
    return { ...dto, payment_due: { balance_used_cents: due.balanceUsedCents, amount_due_cents: due.amountDueCents } }
  })
}

async function dtoFor(deps: ViewDeps, viewer: ActorRef, view: SessionFacts, now: Date) {
  const [dto] = await dtosFor(deps, viewer, [view], now, consentsRead)
  if (!dto) throw new Error('a session view without its answer')
  return dto
}

export async function sessionDto(deps: ViewDeps & Pick<SchedulingDeps, 'clock'>, viewer: ActorRef, id: string) {
  const view = await findSessionView(deps.db, id)
  if (!view) throw new NotFoundError(t.sessionNotFound)
  return dtoFor(deps, viewer, view, deps.clock.now())
}

export async function getSession(deps: SchedulingDeps, actor: ActorRef, id: string) {
  const view = await findSessionView(deps.db, id)
  if (!view) throw new NotFoundError(t.sessionNotFound)
  throwIfRefused(seeRefusal(actor, view.session))
  return dtoFor(deps, actor, view, deps.clock.now())
}

function dayBounds(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return startOfLocalDay(endOfDay ? addLocalDays(value, 1) : value)
  return new Date(value)
}

/** The older `status` filter: a status, 'today', or SCHEDULED (live sessions from now on). */
function statusFilter(status: MySessionsQuery['status'], now: Date): TabFilter {
  if (!status) return {}
  if (status === 'today') return tabFilter('today', now)
  if (status === 'SCHEDULED') return { statuses: LIVE_STATUSES, from: now }
  return { statuses: [status] }
}

/** The tabs whose counts a list can show, each counted with the very filter its list uses. */
function tabCountFilters(owner: SessionFilter, now: Date): SessionFilter[] {
  return [tabFilter('today', now), tabFilter('upcoming', now), tabFilter('all', now)].map((tab) => ({ ...owner, ...tab }))
}

/** The tab counts read with the list; `CREATED` is 'Próximas' on the wire. */
function tabCountsFrom([today = 0, upcoming = 0, all = 0]: number[]) {
  return { TODAY: today, CREATED: upcoming, ALL: all }
}

/**
 * A patient's or a professional's own sessions (`GET /session/me`), as the JSON of the answer: the
 * counts and the page are one statement whose rows are mapped by hand, and the answer is written
 * without the response schema's encoding pass (docs/decisions/119-session-me-in-one-statement-without-mappers.md).
 * The answer is the one `listSessionsAsMappedViews` gives for the same owner, byte for byte (its test).
 */
export async function listMySessionsJson(deps: SchedulingDeps, actor: ActorRef, query: MySessionsQuery): Promise<string> {
  if (actor.kind === 'admin') throw new ForbiddenError()
  const owner: SessionFilter = actor.kind === 'patient' ? { userId: actor.id } : { professionalId: actor.id }
  const now = deps.clock.now()
  const { filter, page } = listFilterOf(owner, query, now)
  const pageOrder: OwnListPage = filter.from ? { order: 'ascending', filter } : { order: 'upcoming-first', ...splitAtPivot(filter, pivotOf(now)) }
  const countFilters = [filter, ...(query.statistic ? tabCountFilters(owner, now) : [])]
  const { rows, counts } = await readOwnList(deps.db, pageOrder, page, actor.kind !== 'patient', owner, countFilters)
  const [total = 0, ...tabs] = counts
  const answer: SessionListDto = {
    data: await dtosFor(deps, actor, rows, now, consentsOnRows),
    total,
    ...(query.statistic ? { statistic: tabCountsFrom(tabs) } : {}),
  }
  return JSON.stringify(answer)
}

/**
 * The admin's list over every session. Its total is exact for type, status and payment (the tallies);
 * a search or a date filter is counted only up to `ADMIN_LIST_TOTAL_CAP`, beyond which the answer says the
 * total is a lower bound (docs/decisions/054-session-tallies-for-counts-at-scale.md).
 */
export async function listAllSessions(deps: SchedulingDeps, actor: ActorRef, query: AdminSessionsQuery) {
  return listSessionsAsMappedViews(deps, actor, { payment: query.payment, type: query.type, search: query.search }, query, false, { cap: ADMIN_LIST_TOTAL_CAP })
}

type ListQuery = Pick<MySessionsQuery, 'status' | 'date_a' | 'date_b' | 'page' | 'limit'> & { tab?: MySessionsQuery['tab'] }

/** A list's filter over `base` and its page, as the query asks. */
function listFilterOf(base: SessionFilter, query: ListQuery, now: Date): { filter: SessionFilter; page: { limit: number; offset: number } } {
  // A tab is exactly what its count counts; without one, the older status and date filters apply.
  const byTab = query.tab ? tabFilter(query.tab, now) : statusFilter(query.status, now)
  const from = query.tab ? byTab.from : (dayBounds(query.date_a, false) ?? byTab.from)
  const to = query.tab ? byTab.to : (dayBounds(query.date_b, true) ?? byTab.to)
  return { filter: { ...base, statuses: byTab.statuses, from, to }, page: { limit: query.limit, offset: (query.page - 1) * query.limit } }
}

/** Where the full history splits: a session under way (started less than its length ago) still counts as what is next. */
function pivotOf(now: Date): Date {
  return new Date(now.getTime() - SESSION_MINUTES * 60_000)
}

/**
 * A list through Drizzle's mapped view and the route's response schema: the admin's list, and the
 * reference the own lists' answers are compared with (test/session-me-answer.test.ts).
 */
export async function listSessionsAsMappedViews(
  deps: SchedulingDeps,
  viewer: ActorRef,
  base: SessionFilter,
  query: ListQuery,
  withStatistic: boolean,
  countOptions: repo.CountOptions = {},
) {
  const now = deps.clock.now()
  const { filter, page } = listFilterOf(base, query, now)
  // Lists that look forward read soonest first; the full history puts what is next (a session under
  // way included) on top and the past after it (docs/decisions/029-lists-upcoming-first-and-csv-export.md).
  // The tab counts, when asked, are read in the same statement as the list's own total.
  const owner: SessionFilter = { userId: base.userId, professionalId: base.professionalId }
  const alsoCount = withStatistic ? { scope: owner, filters: tabCountFilters(owner, now) } : undefined
  const carry = { consents: viewer.kind !== 'patient' }
  const { rows, total, capped, also } = filter.from
    ? await repo.listSessionViews(deps.db, filter, page, carry, alsoCount, countOptions)
    : await repo.listSessionViewsUpcomingFirst(deps.db, filter, page, pivotOf(now), carry, alsoCount, countOptions)
  return {
    data: await dtosFor(deps, viewer, rows, now, consentsOnRows),
    total,
    ...(capped ? { total_is_lower_bound: true as const } : {}),
    ...(withStatistic ? { statistic: tabCountsFrom(also) } : {}),
  }
}

/** A session's row, unlocked (to read, never to change). */
export function findSession(db: Db, id: string) {
  return repo.findSessionRow(db, id)
}
