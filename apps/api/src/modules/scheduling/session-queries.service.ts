import { SESSION_MINUTES } from '@acolhe/shared/constants'
import type { AdminSessionsQuery, MySessionsQuery } from '@acolhe/shared/schemas/session'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../db/client'
import { addLocalDays, startOfLocalDay } from '../../lib/brasilia-time'
import { ForbiddenError, NotFoundError } from '../../lib/errors'
import { meetingLinkFor, type MeetingParticipant } from '../../integrations/meeting-token'
import { throwIfRefused } from './policy/refusal'
import { amountDueOf } from './policy/session-price'
import { seeRefusal } from './policy/session-rules'
import { LIVE_STATUSES } from './policy/session-statuses'
import { tabFilter, type TabFilter } from './policy/session-tabs'
import type { SchedulingDeps } from './scheduling-deps'
import * as paymentsRepo from '../payments/payments.repository'
import * as repo from './scheduling.repository'
import { toSessionDto } from './session-view'
import type { ActorRef } from '../auth/actor'
import { consentOnSession } from '../telehealth-consent/telehealth-consent.service'

// Reading sessions: one session, the lists with their tabs and counts. Every session answered carries
// what the caller may do with it (the policy's `actions`).

type ViewDeps = Pick<SchedulingDeps, 'db'> & { config: Pick<SchedulingDeps['config'], 'meetingJwt'> }

/** Who `viewer` is in the meeting room: the professional moderates; an admin is not a participant. */
function participantOf(viewer: ActorRef, view: repo.SessionView): MeetingParticipant | null {
  const name = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ')
  if (viewer.kind === 'patient') return { id: viewer.id, name: name(view.patient), moderator: false }
  if (viewer.kind === 'professional') return { id: viewer.id, name: name(view.professional), moderator: true }
  return null
}

/**
 * The session as `viewer` sees it, with the balance a payment would use when the viewer may pay and, for
 * its professional or an admin, the patient's consent to online care (decision 034).
 */
async function dtoFor(deps: ViewDeps, viewer: ActorRef, view: repo.SessionView, now: Date) {
  const db = deps.db
  const base = toSessionDto(view, viewer, now)
  // With signed rooms, each participant's link carries their own token, only around the consultation.
  const linked = deps.config.meetingJwt
    ? { ...base, meets_url: meetingLinkFor(base.meets_url, view.session.selectedDate, participantOf(viewer, view), deps.config.meetingJwt, now) }
    : base
  const dto =
    view.session.isOnline && viewer.kind !== 'patient'
      ? { ...linked, telehealth_consent: await consentOnSession(db, { userId: view.session.userId, professionalId: view.session.professionalId }) }
      : linked
  if (!dto.actions.pay) return dto
  const [reservation, freeCents] = await Promise.all([paymentsRepo.reservationOf(db, view.session.id), paymentsRepo.balanceOf(db, view.session.userId)])
  const due = amountDueOf(view.session.priceCents, { reservation, freeCents })
  return { ...dto, payment_due: { balance_used_cents: due.balanceUsedCents, amount_due_cents: due.amountDueCents } }
}

export async function sessionDto(deps: ViewDeps & Pick<SchedulingDeps, 'clock'>, viewer: ActorRef, id: string) {
  const view = await repo.findSessionView(deps.db, id)
  if (!view) throw new NotFoundError(t.sessionNotFound)
  return dtoFor(deps, viewer, view, deps.clock.now())
}

export async function getSession(deps: SchedulingDeps, actor: ActorRef, id: string) {
  const view = await repo.findSessionView(deps.db, id)
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

/** The counts of the tabs, each with the very filter its list uses. `CREATED` is 'Próximas' on the wire. */
async function tabCounts(db: Db, owner: repo.SessionFilter, now: Date) {
  const [today, upcoming, all] = await Promise.all([
    repo.countSessions(db, { ...owner, ...tabFilter('today', now) }),
    repo.countSessions(db, { ...owner, ...tabFilter('upcoming', now) }),
    repo.countSessions(db, { ...owner, ...tabFilter('all', now) }),
  ])
  return { TODAY: today, CREATED: upcoming, ALL: all }
}

export async function listMySessions(deps: SchedulingDeps, actor: ActorRef, query: MySessionsQuery) {
  if (actor.kind === 'admin') throw new ForbiddenError()
  const owner: repo.SessionFilter = actor.kind === 'patient' ? { userId: actor.id } : { professionalId: actor.id }
  return listWith(deps, actor, owner, query, query.statistic)
}

export async function listAllSessions(deps: SchedulingDeps, actor: ActorRef, query: AdminSessionsQuery) {
  return listWith(deps, actor, { payment: query.payment, type: query.type, search: query.search }, query, false)
}

async function listWith(
  deps: SchedulingDeps,
  viewer: ActorRef,
  base: repo.SessionFilter,
  query: Pick<MySessionsQuery, 'status' | 'date_a' | 'date_b' | 'page' | 'limit'> & { tab?: MySessionsQuery['tab'] },
  withStatistic: boolean,
) {
  const now = deps.clock.now()
  // A tab is exactly what its count counts; without one, the older status and date filters apply.
  const byTab = query.tab ? tabFilter(query.tab, now) : statusFilter(query.status, now)
  const from = query.tab ? byTab.from : (dayBounds(query.date_a, false) ?? byTab.from)
  const to = query.tab ? byTab.to : (dayBounds(query.date_b, true) ?? byTab.to)
  const filter: repo.SessionFilter = { ...base, statuses: byTab.statuses, from, to }
  // Lists that look forward read soonest first; the full history puts what is next (a session under
  // way included) on top and the past after it (docs/decisions/029-lists-upcoming-first-and-csv-export.md).
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit }
  const { rows, total } = from
    ? await repo.listSessionViews(deps.db, filter, { ...page, order: 'asc' })
    : await repo.listSessionViewsUpcomingFirst(deps.db, filter, page, new Date(now.getTime() - SESSION_MINUTES * 60_000))
  const owner: repo.SessionFilter = { userId: base.userId, professionalId: base.professionalId }
  return {
    data: await Promise.all(rows.map((row) => dtoFor(deps, viewer, row, now))),
    total,
    ...(withStatistic ? { statistic: await tabCounts(deps.db, owner, now) } : {}),
  }
}

/** A session's row, unlocked (to read, never to change). */
export function findSession(db: Db, id: string) {
  return repo.findSessionRow(db, id)
}
