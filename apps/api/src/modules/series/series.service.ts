import type { SeriesCreatedDto, SeriesDto, SeriesListDto } from '@acolhe/shared/api/series'
import { BOOKING_MIN_LEAD_MINUTES, PAGE_SIZES } from '@acolhe/shared/constants'
import type { SeriesStatus } from '@acolhe/shared/enums'
import type { CreateSeriesBody } from '@acolhe/shared/schemas/series'
import { seriesTexts as t } from '@acolhe/shared/texts/series'
import type { Db } from '../../db/client'
import { brasiliaDate } from '../../lib/brasilia-format'
import { addLocalDays, localDateOf, localHourOf, localWeekDayOf } from '../../lib/brasilia-time'
import { uniqueViolationOf } from '../../lib/db-errors'
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { bookedSessionValues, checkBooking, insertSeriesWeekLocked } from '../scheduling/booking/booking.service'
import { cancelSeriesWeekLocked, moveSeriesWeekLocked } from '../scheduling/lifecycle/lifecycle.service'
import { landsOnSocialRate } from '../scheduling/lifecycle/landing-rate'
import { throwIfRefused } from '../scheduling/policy/refusal'
import { moveRateRefusal } from '../scheduling/policy/session-rules'
import {
  endCancels,
  endSeriesRefusal,
  lengthRefusal,
  moveSeriesRefusal,
  pauseSeriesRefusal,
  resumeSeriesRefusal,
  seeSeriesRefusal,
  SERIES_PER_PATIENT,
  weekStartOf,
} from '../scheduling/policy/series-policy'
import { isLive } from '../scheduling/policy/session-statuses'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import * as sessionsRepo from '../scheduling/scheduling.repository'
import { recordAdminSessionChange } from '../scheduling/lifecycle/session-audit'
import { conflictFromUnique } from '../scheduling/booking/unique-conflict'
import { assertUnpaidLimit } from '../scheduling/booking/unpaid-limit'
import type { ConsentDeps } from '../telehealth-consent/telehealth-consent.service'
import type { ActorRef } from '../auth/actor'
import { queueSeriesCreated, queueSeriesEnded, queueWeekBooked, queueWeekSkipped } from './series-emails'
import { toSeriesDto } from './series-view'
import { bookWeeksAhead, factsFor } from './series-weeks'
import * as repo from './series.repository'
import { weekVerdict } from './week-verdict'

// Weekly series ('Horário fixo', docs/decisions/040-weekly-series.md): routes validate and call this;
// the rules come from the series policy, each week is an ordinary session (booked, paid, cancelled and
// released through the scheduling paths), and the database has the last word on every hour.

const MINUTE = 60_000

async function dtoOf(db: Db, viewer: ActorRef, id: string, now: Date): Promise<SeriesDto> {
  const view = await repo.findSeriesView(db, id)
  if (!view) throw new NotFoundError(t.seriesNotFound)
  const ahead = await repo.listLiveWeeksAhead(db, [id], now)
  const skips = await repo.listSkipsOf(db, [id])
  return toSeriesDto(view, viewer, ahead, skips, now)
}

async function dtosOf(db: Db, viewer: ActorRef, views: repo.SeriesView[], now: Date): Promise<SeriesDto[]> {
  const ids = views.map((v) => v.series.id)
  const [ahead, skips] = await Promise.all([repo.listLiveWeeksAhead(db, ids, now), repo.listSkipsOf(db, ids)])
  return views.map((v) =>
    toSeriesDto(
      v,
      viewer,
      ahead.filter((w) => w.seriesId === v.series.id),
      skips.filter((k) => k.seriesId === v.series.id),
      now,
    ),
  )
}

/** POST /session-series: the chosen hour becomes week 0 (checked and held like a single booking) and the weeks in the window follow. */
export async function createSeries(deps: SchedulingDeps & ConsentDeps, actor: ActorRef, body: CreateSeriesBody): Promise<SeriesCreatedDto> {
  throwIfRefused(lengthRefusal(body.weeks))
  const single = { ...body, type: 'DEFAULT' as const }
  const checked = await checkBooking(deps, actor, single)
  const { now, start, patientId, professional } = checked
  try {
    const result = await deps.db.transaction(async (tx) => {
      // Week 0 is an ordinary hold, capped like any booking; the later weeks are bounded by the number of series.
      if (actor.kind === 'patient') await assertUnpaidLimit(tx, patientId, professional.id, now)
      else await sessionsRepo.lockPatient(tx, patientId)
      if ((await repo.countOpenSeriesOf(tx, patientId)) >= SERIES_PER_PATIENT) throw new UnprocessableError(t.tooManySeries, 'SERIES_LIMIT')
      const series = await repo.insertSeries(tx, {
        userId: patientId,
        professionalId: professional.id,
        serviceId: checked.service.id,
        isOnline: body.is_online,
        weekDay: localWeekDayOf(start),
        hour: localHourOf(start),
        anchorDate: localDateOf(start),
        weeks: body.weeks,
        createdByKind: actor.kind,
        createdById: actor.id,
      })
      const first = await insertSeriesWeekLocked(tx, { ...bookedSessionValues(deps, actor, single, checked), seriesId: series.id, seriesWeek: 0 })
      await recordAdminSessionChange(tx, actor, { action: 'session.create', sessionId: first.id, before: null, after: first })
      const later = await bookWeeksAhead(deps, tx, series, now)
      const booked = [start, ...later.booked.map((w) => w.start)]
      const view = await repo.findSeriesView(tx, series.id)
      if (view) await queueSeriesCreated(tx, deps.config, view, booked, later.skipped)
      return { series, first, booked, skipped: later.skipped }
    })
    return {
      series: await dtoOf(deps.db, actor, result.series.id, now),
      first_session_id: result.first.id,
      created: result.booked.map((d) => d.toISOString()),
      skipped: result.skipped.map((k) => ({ starts_at: k.startsAt.toISOString(), reason: k.reason })),
    }
  } catch (error) {
    conflictFromUnique(error)
  }
}

export async function getSeries(deps: SchedulingDeps, actor: ActorRef, id: string): Promise<SeriesDto> {
  const series = await repo.findSeries(deps.db, id)
  if (!series) throw new NotFoundError(t.seriesNotFound)
  throwIfRefused(seeSeriesRefusal(actor, series))
  return dtoOf(deps.db, actor, id, deps.clock.now())
}

/** The patient's or the professional's own series still running or paused. */
export async function listMySeries(deps: SchedulingDeps, actor: ActorRef & { kind: 'patient' | 'professional' }): Promise<SeriesListDto> {
  const filter: repo.SeriesFilter = { statuses: ['ACTIVE', 'PAUSED'], ...(actor.kind === 'patient' ? { userId: actor.id } : { professionalId: actor.id }) }
  const { rows, total } = await repo.listSeriesViews(deps.db, filter, { limit: 50, offset: 0 })
  return { data: await dtosOf(deps.db, actor, rows, deps.clock.now()), total }
}

export async function listAllSeries(
  deps: SchedulingDeps,
  admin: ActorRef,
  query: { professional_id?: string; user_id?: string; status?: SeriesStatus; search?: string; page: number },
): Promise<SeriesListDto> {
  const limit = PAGE_SIZES.adminTables
  const filter = { professionalId: query.professional_id, userId: query.user_id, status: query.status, search: query.search }
  const { rows, total } = await repo.listSeriesViews(deps.db, filter, { limit, offset: (query.page - 1) * limit })
  return { data: await dtosOf(deps.db, admin, rows, deps.clock.now()), total }
}

/**
 * Locks a series for a change: its week sessions first, then the series row — the order the expiry
 * sweep takes (it updates sessions, then pauses their series), so the two never wait on each other in a circle.
 */
async function lockSeries(tx: Db, id: string) {
  const weeks = await repo.listWeekSessions(tx, id, { forUpdate: true })
  const series = await repo.findSeries(tx, id, { forUpdate: true })
  if (!series) throw new NotFoundError(t.seriesNotFound)
  return { series, weeks }
}

async function inTransaction<T>(deps: SchedulingDeps, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work)
  } catch (error) {
    if (uniqueViolationOf(error)) conflictFromUnique(error)
    throw error
  }
}

/**
 * PATCH /session-series/:id/hour: every live week still to come moves to the new weekly hour, or none
 * does. `selected_date` is the new start of the next week to come; each later week keeps its distance.
 */
export async function moveSeries(deps: SchedulingDeps, actor: ActorRef, id: string, body: { selected_date: string }): Promise<SeriesDto> {
  const now = deps.clock.now()
  await inTransaction(deps, async (tx) => {
    const { series, weeks } = await lockSeries(tx, id)
    throwIfRefused(moveSeriesRefusal(actor, series))
    const ahead = weeks.filter((w) => isLive(w.status) && w.selectedDate > now)
    const next = ahead[0]
    if (!next || next.seriesWeek === null) throw new UnprocessableError(t.moveNothingAhead, 'SERIES_NOT_ALLOWED')
    const newStart = new Date(body.selected_date)
    const hour = localHourOf(newStart)
    const anchorDate = addLocalDays(localDateOf(newStart), -7 * next.seriesWeek)
    if (anchorDate === series.anchorDate && hour === series.hour) throw new UnprocessableError(t.moveSameHour, 'SERIES_NOT_ALLOWED')

    const targets = ahead.map((w) => ({ week: w, start: weekStartOf(anchorDate, hour, w.seriesWeek ?? 0) }))
    const last = targets[targets.length - 1]!.start
    const facts = await factsFor(tx, series, now, new Date(last.getTime() + 60 * MINUTE))
    // The weeks being moved free their own hours.
    for (const w of ahead) {
      facts.professionalStarts.delete(w.selectedDate.getTime())
      facts.patientStarts.delete(w.selectedDate.getTime())
    }
    const earliest = now.getTime() + BOOKING_MIN_LEAD_MINUTES * MINUTE
    const verdicts = targets.map((target) => ({ ...target, verdict: target.start.getTime() < earliest ? ({ reason: 'NOT_OFFERED' } as const) : weekVerdict(facts, target.start) }))
    const conflicts = verdicts.filter((v) => 'reason' in v.verdict)
    if (conflicts.length > 0) throw new ConflictError(t.moveConflict(conflicts.map((c) => brasiliaDate(c.start))), 'SERIES_MOVE_CONFLICT')
    // Every week keeps its price, so each must land on an hour of the rate it was booked at (decision 064).
    const socialSlots = new Set(facts.slots.filter((slot) => slot.socialRate).map((slot) => slot.id))
    for (const { week, verdict } of verdicts) {
      const socialHour = 'slotId' in verdict && socialSlots.has(verdict.slotId)
      throwIfRefused(moveRateRefusal(week, await landsOnSocialRate(tx, week, socialHour)))
    }

    // Unique indexes are checked row by row: moving later, the latest week goes first (and the other way
    // round), so a week never lands on the old hour of another week of the same series still to move.
    const later = targets[0]!.start > ahead[0]!.selectedDate
    const ordered = later ? [...verdicts].reverse() : verdicts
    for (const { week, start, verdict } of ordered) {
      await moveSeriesWeekLocked(deps, tx, actor, week, { start, slotId: 'slotId' in verdict ? verdict.slotId : week.availableDateId })
    }
    await repo.updateSeries(tx, id, { anchorDate, hour, weekDay: localWeekDayOf(newStart) })
  })
  return dtoOf(deps.db, actor, id, now)
}

/** Ends a series in `tx`: the weeks ahead the policy names are cancelled through the ordinary cancel path. */
async function endLocked(deps: SchedulingDeps, tx: Db, actor: ActorRef, series: repo.SeriesRow, weeks: sessionsRepo.SessionRow[], now: Date) {
  throwIfRefused(endSeriesRefusal(actor, series))
  for (const week of weeks) if (endCancels(actor, week, now)) await cancelSeriesWeekLocked(deps, tx, actor, week)
  await repo.updateSeries(tx, series.id, { status: 'ENDED', endedAt: now, endedByKind: actor.kind })
  const view = await repo.findSeriesView(tx, series.id)
  if (view) await queueSeriesEnded(tx, deps.config, view, actor.kind)
}

/** POST /session-series/:id/end: the patient, the professional or an admin ends the series. */
export async function endSeries(deps: SchedulingDeps, actor: ActorRef, id: string): Promise<SeriesDto> {
  const now = deps.clock.now()
  await inTransaction(deps, async (tx) => {
    const { series, weeks } = await lockSeries(tx, id)
    await endLocked(deps, tx, actor, series, weeks, now)
  })
  return dtoOf(deps.db, actor, id, now)
}

/** PATCH /session-series/:id/status: pause (admin), resume (patient or admin), end (as endSeries). */
export async function changeSeriesStatus(deps: SchedulingDeps, actor: ActorRef, id: string, status: SeriesStatus): Promise<SeriesDto> {
  const now = deps.clock.now()
  await inTransaction(deps, async (tx) => {
    const { series, weeks } = await lockSeries(tx, id)
    if (status === 'ENDED') return endLocked(deps, tx, actor, series, weeks, now)
    if (status === 'PAUSED') {
      throwIfRefused(pauseSeriesRefusal(actor, series))
      await repo.updateSeries(tx, id, { status: 'PAUSED', pausedAt: now })
      return
    }
    throwIfRefused(resumeSeriesRefusal(actor, series))
    const resumed = await repo.updateSeries(tx, id, { status: 'ACTIVE', pausedAt: null })
    // The weeks of the window come back at once (weeks that passed while paused are not booked).
    await announceWeeks(deps, tx, resumed, await bookWeeksAhead(deps, tx, resumed, now))
  })
  return dtoOf(deps.db, actor, id, now)
}

async function announceWeeks(deps: SchedulingDeps, tx: Db, series: repo.SeriesRow, outcome: Awaited<ReturnType<typeof bookWeeksAhead>>): Promise<number> {
  if (outcome.booked.length + outcome.skipped.length === 0) return 0
  const view = await repo.findSeriesView(tx, series.id)
  if (!view) return 0
  for (const week of outcome.booked) await queueWeekBooked(tx, deps.config, view, week)
  for (const skip of outcome.skipped) await queueWeekSkipped(tx, deps.config, view, skip.week, skip)
  return outcome.booked.length + outcome.skipped.length
}

/**
 * The extending job's run: for each running series, the weeks that came into the booking window are
 * booked (or recorded as skipped). One transaction per series, on its locked row: two instances running
 * at once book each week once. A series with an end date whose last week has passed is ended.
 */
export async function extendSeries(deps: SchedulingDeps): Promise<number> {
  let handled = 0
  for (const id of await repo.listActiveSeriesIds(deps.db)) {
    handled += await deps.db.transaction(async (tx) => {
      const series = await repo.findSeries(tx, id, { forUpdate: true })
      if (!series || series.status !== 'ACTIVE') return 0
      const now = deps.clock.now()
      if (series.weeks !== null && weekStartOf(series.anchorDate, series.hour, series.weeks - 1) <= now) {
        await repo.updateSeries(tx, id, { status: 'ENDED', endedAt: now })
        return 1
      }
      return announceWeeks(deps, tx, series, await bookWeeksAhead(deps, tx, series, now))
    })
  }
  return handled
}
