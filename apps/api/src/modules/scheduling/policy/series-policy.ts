import type { SeriesStatus } from '@acolhe/shared/enums'
import { seriesTexts as t } from '@acolhe/shared/texts/series'
import { apiErrorTexts } from '@acolhe/shared/texts/api-errors'
import { addLocalDays, instantAtLocal, type LocalDate } from '../../../lib/brasilia-time'
import { refuse, type Refusal } from './refusal'
import { freeCancellationUntil } from './session-rules'
import { isLive } from './session-statuses'
import type { PolicySession } from './policy-types'
import type { ActorRef } from '../../auth/actor'

// The rules of a weekly series ('Horário fixo'), in one place (docs/decisions/040-weekly-series.md). Pure:
// no I/O, no clock. The series service enforces them and the series view turns them into `actions`.

const HOUR = 3_600_000
const MINUTE = 60_000
const forbidden = refuse(403, 'FORBIDDEN', apiErrorTexts.forbidden)

/** How long a series may run, in weeks; null: no end date ('Sem data para terminar'). */
export const SERIES_LENGTHS: readonly (number | null)[] = [4, 8, 12, null]
/** A week after the first is paid on its own, at the latest this many hours before it starts. */
export const SERIES_PAY_AHEAD_HOURS = 48
/** After this many weeks in a row released unpaid, the series pauses (no new weeks until resumed). */
export const SERIES_PAUSE_AFTER_UNPAID = 2
/** Series running or paused that one patient may have at once (bounds the hours held unpaid ahead). */
export const SERIES_PER_PATIENT = 3

export type PolicySeries = { userId: string; professionalId: string; status: SeriesStatus }

export function lengthRefusal(weeks: number | null): Refusal | null {
  return SERIES_LENGTHS.includes(weeks) ? null : refuse(422, 'SERIES_LENGTH_NOT_ALLOWED', t.lengthNotAllowed)
}

/** The start of week `week` of a series whose week 0 falls on `anchor` at `hour` (Brasília). */
export function weekStartOf(anchor: LocalDate, hour: number, week: number): Date {
  return instantAtLocal(addLocalDays(anchor, 7 * week), hour)
}

/**
 * When a week after the first must be paid: 48 h before it starts, never sooner than an ordinary
 * checkout window from now (a week created close to its start still gets the time a single booking has).
 */
export function payDeadlineOf(start: Date, now: Date, checkoutMinutes: number): Date {
  const ahead = start.getTime() - SERIES_PAY_AHEAD_HOURS * HOUR
  return new Date(Math.max(ahead, now.getTime() + checkoutMinutes * MINUTE))
}

/** The weeks settled most recently, latest first: paid, or released unpaid. Two releases in a row pause. */
export function pausesAfter(latestSettledFirst: readonly ('paid' | 'released')[]): boolean {
  const recent = latestSettledFirst.slice(0, SERIES_PAUSE_AFTER_UNPAID)
  return recent.length === SERIES_PAUSE_AFTER_UNPAID && recent.every((s) => s === 'released')
}

function party(actor: ActorRef, series: PolicySeries): boolean {
  if (actor.kind === 'admin') return true
  if (actor.kind === 'patient') return series.userId === actor.id
  return series.professionalId === actor.id
}

/** Seeing a series: its patient, its professional, an admin. */
export function seeSeriesRefusal(actor: ActorRef, series: PolicySeries): Refusal | null {
  return party(actor, series) ? null : forbidden
}

/** Moving every week ahead to another weekly hour: the patient or an admin, while not ended. */
export function moveSeriesRefusal(actor: ActorRef, series: PolicySeries): Refusal | null {
  if (actor.kind === 'professional' || !party(actor, series)) return forbidden
  if (series.status === 'ENDED') return refuse(422, 'SERIES_NOT_ALLOWED', t.alreadyEnded)
  return null
}

/** Ending: the patient, the professional or an admin, while not ended. */
export function endSeriesRefusal(actor: ActorRef, series: PolicySeries): Refusal | null {
  if (!party(actor, series)) return forbidden
  if (series.status === 'ENDED') return refuse(422, 'SERIES_NOT_ALLOWED', t.alreadyEnded)
  return null
}

/** Pausing by hand: an admin, a running series. */
export function pauseSeriesRefusal(actor: ActorRef, series: PolicySeries): Refusal | null {
  if (actor.kind !== 'admin') return forbidden
  if (series.status !== 'ACTIVE') return refuse(422, 'SERIES_NOT_ALLOWED', t.notActive)
  return null
}

/** Resuming: the patient or an admin, a paused series. */
export function resumeSeriesRefusal(actor: ActorRef, series: PolicySeries): Refusal | null {
  if (actor.kind === 'professional' || !party(actor, series)) return forbidden
  if (series.status !== 'PAUSED') return refuse(422, 'SERIES_NOT_ALLOWED', t.notPaused)
  return null
}

/**
 * Which weeks ending a series cancels: every live week still to come, except — when the patient ends it —
 * a paid week inside the 24 h before its start. The patient's own cancellation would return nothing for
 * it, so cancelling it would only take a consultation they paid for; it stays and happens.
 */
export function endCancels(actor: ActorRef, session: Pick<PolicySession, 'status' | 'payment' | 'selectedDate'>, now: Date): boolean {
  if (!isLive(session.status) || session.selectedDate <= now) return false
  if (actor.kind === 'patient' && session.payment === 'DONE' && now > freeCancellationUntil(session)) return false
  return true
}

export function seriesActionsFor(actor: ActorRef, series: PolicySeries, hasWeeksAhead: boolean) {
  return {
    move: moveSeriesRefusal(actor, series) === null && hasWeeksAhead,
    end: endSeriesRefusal(actor, series) === null,
    pause: pauseSeriesRefusal(actor, series) === null,
    resume: resumeSeriesRefusal(actor, series) === null,
  }
}
