import type { PixAutomaticoNoChargeReason, PixAutomaticoStatus, SeriesStatus } from '@acolhe/shared/enums'
import { apiErrorTexts } from '@acolhe/shared/texts/api-errors'
import { pixAutomaticoTexts as t } from '@acolhe/shared/texts/pix-automatico'
import { addLocalDays, localDateOf, type LocalDate } from '../../lib/brasilia-time'
import type { ActorRef } from '../auth/actor'
import { refuse, type Refusal } from '../scheduling/policy/refusal'

// The rules of Pix Automático for weekly series, in one place (decision 102). Pure: no I/O, no clock.

/** A week is debited this many days before its consultation (Brasília dates): room for retries before the pay deadline. */
export const DEBIT_DAYS_BEFORE = 5
/** The regulation's window for sending a recurring charge: from 10 to 2 days before its due date. */
export const CHARGE_WINDOW_EARLIEST_DAYS = 10
export const CHARGE_WINDOW_LATEST_DAYS = 2
/** PERMITE_3R_7D: at most 3 retries, each on a later day, within 7 days of the due date. */
export const MAX_RETRIES = 3
export const RETRY_WITHIN_DAYS = 7

/** The Brasília date the PSP debits the week starting at `start`. */
export function dueDateOf(start: Date): LocalDate {
  return addLocalDays(localDateOf(start), -DEBIT_DAYS_BEFORE)
}

export type ScheduleVerdict = 'schedule' | 'too-early' | 'too-late'

/** Whether a week's charge may be sent to the PSP today (the regulation's 2-to-10-days window). */
export function scheduleVerdict(dueDate: LocalDate, today: LocalDate): ScheduleVerdict {
  if (today < addLocalDays(dueDate, -CHARGE_WINDOW_EARLIEST_DAYS)) return 'too-early'
  if (today > addLocalDays(dueDate, -CHARGE_WINDOW_LATEST_DAYS)) return 'too-late'
  return 'schedule'
}

/**
 * The day of the next attempt after a refused one, or null when the week must fall back to an ordinary
 * payment: a later day than the refused attempt and than today, within the retry policy, and before the
 * day the week's payment deadline falls on (the ordinary payment then still has a day).
 */
export function retryDateAfter(input: { attemptDate: LocalDate; today: LocalDate; retriesSoFar: number; dueDate: LocalDate; payBy: Date }): LocalDate | null {
  if (input.retriesSoFar >= MAX_RETRIES) return null
  const next = [addLocalDays(input.attemptDate, 1), addLocalDays(input.today, 1)].sort().at(-1) ?? input.today
  if (next > addLocalDays(input.dueDate, RETRY_WITHIN_DAYS)) return null
  if (next >= addLocalDays(localDateOf(input.payBy), -1)) return null
  return next
}

/** A charge can be cancelled at the PSP only before the day of its first attempt (CobROperacaoInvalida otherwise). */
export function cancellableAtPsp(firstAttemptDate: LocalDate, today: LocalDate): boolean {
  return today < firstAttemptDate
}

/** Why a scheduled charge must not be debited any more; null: it stands. */
export function chargeNoLongerDue(facts: {
  sessionStatus: string
  sessionPaidOtherwise: boolean
  seriesStatus: SeriesStatus
  authorizationActive: boolean
  cancelledWithinFreeWindow: boolean
}): PixAutomaticoNoChargeReason | null {
  if (facts.sessionStatus === 'CANCELLED') return facts.cancelledWithinFreeWindow ? 'FREE_CANCELLATION' : 'SESSION_CANCELLED'
  if (facts.sessionPaidOtherwise) return 'PAID_OTHERWISE'
  if (!facts.authorizationActive) return 'AUTHORIZATION_NOT_ACTIVE'
  if (facts.seriesStatus !== 'ACTIVE') return 'SERIES_PAUSED'
  return null
}

/** What the views call the authorization: ACTIVE of a paused series reads PAUSED. */
export function viewStatus(stored: PixAutomaticoStatus, seriesStatus: SeriesStatus): PixAutomaticoStatus {
  return stored === 'ACTIVE' && seriesStatus === 'PAUSED' ? 'PAUSED' : stored
}

type Party = { userId: string; professionalId: string }
const forbidden = refuse(403, 'FORBIDDEN', apiErrorTexts.forbidden)

function isParty(actor: ActorRef, series: Party): boolean {
  if (actor.kind === 'admin') return true
  if (actor.kind === 'patient') return actor.id === series.userId
  return actor.id === series.professionalId
}

/** Reading: the series' patient, its professional, an admin. */
export function seeRefusal(actor: ActorRef, series: Party): Refusal | null {
  return isParty(actor, series) ? null : forbidden
}

/** Starting it: the series' patient only (the authorization is theirs, in their bank), on a running series. */
export function optInRefusal(actor: ActorRef, series: Party & { status: SeriesStatus }, live: boolean, available: boolean): Refusal | null {
  if (actor.kind !== 'patient' || actor.id !== series.userId) return forbidden
  if (!available) return refuse(422, 'PIX_AUTOMATICO_UNAVAILABLE', t.unavailable)
  if (series.status !== 'ACTIVE') return refuse(422, 'SERIES_NOT_ALLOWED', t.seriesNotRunning)
  if (live) return refuse(422, 'PIX_AUTOMATICO_ALREADY_ACTIVE', t.alreadyActive)
  return null
}

/** Stopping it: the patient or an admin, while it is live. */
export function stopRefusal(actor: ActorRef, series: Party, live: boolean): Refusal | null {
  if (actor.kind === 'professional' || !isParty(actor, series)) return forbidden
  if (!live) return refuse(422, 'PIX_AUTOMATICO_NOT_ACTIVE', t.notActive)
  return null
}
