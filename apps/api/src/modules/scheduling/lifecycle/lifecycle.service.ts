import type { PaymentStatus, SessionStatus } from '@acolhe/shared/enums'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../../db/client'
import { uniqueViolationOf } from '../../../lib/db-errors'
import { NotFoundError } from '../../../lib/errors'
import { createMeetingUrl } from '../../../integrations/meeting-links'
import { notifySessionChange } from '../../notifications/session-notifications'
import { assertModality } from '../booking/booking.service'
import { assertHourOffered } from '../open-times/open-times.service'
import { landsOnSocialRate } from './landing-rate'
import { throwIfRefused } from '../policy/refusal'
import {
  endRefusal,
  freeCancellationUntil,
  modalityRefusal,
  moveRateRefusal,
  refundReasonOf,
  rescheduleRefusal,
  startRefusal,
  statusChangeRefusal,
} from '../policy/session-rules'
import { notifyNoShow } from '../../notifications/no-show-emails'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { noShowStatusOf } from '../policy/session-statuses'
import * as noShows from './no-shows.repository'
import { refundCancelled, refundNoShow } from './refund'
import * as ledger from '../../ledger/ledger.service'
import type { SchedulingDeps } from '../scheduling-deps'
import * as repo from '../scheduling.repository'
import { recordAdminSessionChange, recordFailureOutcome } from './session-audit'
import { sessionDto } from '../lists/session-queries.service'
import { conflictFromUnique } from '../booking/unique-conflict'
import type { ActorRef } from '../../auth/actor'
import { assertTelehealthConsent, type ConsentDeps } from '../../telehealth-consent/telehealth-consent.service'

// The life of a booked session: the only writer of a session's status and payment. The payments module
// and the expiry job call it; every rule comes from the session policy (policy/session-rules.ts).

/** Runs a change on one session under a row lock, so concurrent changes apply one after another. */
async function withLockedSession<T>(
  deps: Pick<SchedulingDeps, 'db'>,
  id: string,
  change: (tx: Db, session: repo.SessionRow) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const session = await lockSession(tx, id)
      if (!session) throw new NotFoundError(t.sessionNotFound)
      return change(tx, session)
    })
  } catch (error) {
    if (uniqueViolationOf(error)) conflictFromUnique(error)
    throw error
  }
}

/**
 * Runs `change` on the locked session in one transaction, for a module whose own rows change with the
 * session's (the consultation room's failure reports): the lock and the unique-conflict answers are these.
 */
export function changeLockedSession<T>(deps: Pick<SchedulingDeps, 'db'>, id: string, change: (tx: Db, session: repo.SessionRow) => Promise<T>): Promise<T> {
  return withLockedSession(deps, id, change)
}

/** Locks a session row for a change in the caller's transaction (lock order: session, payment, patient). */
export function lockSession(tx: Db, id: string) {
  return repo.findSessionRow(tx, id, { forUpdate: true })
}

export async function reschedule(deps: SchedulingDeps, actor: ActorRef, id: string, body: { selected_date: string }) {
  const now = deps.clock.now()
  await withLockedSession(deps, id, async (tx, session) => {
    throwIfRefused(rescheduleRefusal(actor, session, now))
    const start = new Date(body.selected_date)
    const open = await assertHourOffered(tx, session.professionalId, start, now)
    // The price stays as booked, so the new hour must be of the same rate (decision 064).
    throwIfRefused(moveRateRefusal(session, await landsOnSocialRate(tx, session, open.socialRate)))
    const after = await repo.updateSession(tx, id, {
      selectedDate: start,
      availableDateId: open.slotId,
      patientRescheduleCount: session.patientRescheduleCount + (actor.kind === 'patient' ? 1 : 0),
      calendarSequence: session.calendarSequence + 1,
    })
    await recordAdminSessionChange(tx, actor, { action: 'session.date.update', sessionId: id, before: session, after })
    await notifySessionChange(deps, tx, id, { kind: 'rescheduled' })
  })
  return sessionDto(deps, actor, id)
}

export async function changeModality(deps: SchedulingDeps & ConsentDeps, actor: ActorRef, id: string, isOnline: boolean) {
  const now = deps.clock.now()
  await withLockedSession(deps, id, async (tx, session) => {
    const professional = await repo.findProfessional(tx, session.professionalId)
    if (!professional) throw new NotFoundError(t.professionalNotFound)
    throwIfRefused(modalityRefusal(actor, session, professional, now))
    await assertModality(tx, professional, isOnline)
    // Going online needs the patient's consent to online care, as an online booking does (decision 034),
    // asked last; like a booking, an admin acting for the patient is not asked.
    if (actor.kind === 'patient' && isOnline && !session.isOnline) {
      await assertTelehealthConsent({ db: tx, config: deps.config }, { userId: session.userId, professionalId: session.professionalId })
    }
    const needsLink = isOnline && !session.meetsUrl && session.status === 'CONFIRMED'
    const after = await repo.updateSession(tx, id, {
      isOnline,
      meetsUrl: needsLink ? createMeetingUrl(deps.config.meetingBaseUrl) : session.meetsUrl,
      calendarSequence: session.calendarSequence + 1,
    })
    await recordAdminSessionChange(tx, actor, { action: 'session.modality.update', sessionId: id, before: session, after })
    await notifySessionChange(deps, tx, id, { kind: 'modality' })
  })
  return sessionDto(deps, actor, id)
}

/**
 * Cancels a session; the amount paid returns as balance per the 24 h rule (always for staff). Answers what
 * returned as balance, or null when nothing had been paid.
 */
async function cancelLocked(deps: SchedulingDeps, tx: Db, actor: ActorRef, session: repo.SessionRow): Promise<number | null> {
  const now = deps.clock.now()
  await repo.updateSession(tx, session.id, {
    status: 'CANCELLED',
    cancelledAt: now,
    cancelledByKind: actor.kind,
    calendarSequence: session.calendarSequence + 1,
  })
  const reason = refundReasonOf(actor, session, now)
  const refundedCents = reason ? await refundCancelled(tx, session, reason, now) : 0
  // Never paid: the balance its checkout held goes back. A session that was paid spent that balance: its
  // money returns only through the refund above, and after an admin's 'Reembolsado' (money returned
  // outside the platform) not at all — one outcome whatever paid it, balance or provider.
  if (session.payment !== 'DONE' && !(await repo.hasSettledPayment(tx, session.id))) await ledger.releaseReservations(tx, [session.id])
  const paid = session.payment === 'DONE' && session.priceCents > 0
  await notifySessionChange(deps, tx, session.id, {
    kind: 'cancelled',
    facts: {
      by: actor.kind,
      refundedCents: paid ? refundedCents : null,
      alreadyReturned: paid && reason !== undefined && refundedCents === 0,
      hadInvite: session.status === 'CONFIRMED' || session.status === 'STARTED',
    },
  })
  return paid ? refundedCents : null
}

/**
 * Cancels one week of a weekly series that is being ended, by whoever ends it, through the same path as
 * any cancellation (refund rules, emails, calendar CANCEL). The series service decides which weeks.
 */
export function cancelSeriesWeekLocked(deps: SchedulingDeps, tx: Db, actor: ActorRef, session: repo.SessionRow): Promise<number | null> {
  return cancelLocked(deps, tx, actor, session)
}

/**
 * Moves one week of a weekly series to `start` (the series service checked every week's hour and rate,
 * and orders the moves so no week lands on another's old hour), audited and announced like any move.
 */
export async function moveSeriesWeekLocked(
  deps: SchedulingDeps,
  tx: Db,
  actor: ActorRef,
  week: repo.SessionRow,
  to: { start: Date; slotId: string | null },
): Promise<void> {
  const after = await repo.updateSession(tx, week.id, { selectedDate: to.start, availableDateId: to.slotId, calendarSequence: week.calendarSequence + 1 })
  await recordAdminSessionChange(tx, actor, { action: 'session.date.update', sessionId: week.id, before: week, after })
  await notifySessionChange(deps, tx, week.id, { kind: 'rescheduled' })
}

/** The patient said through a reminder link that they will come; the first time is kept. */
export function recordPatientConfirmationLocked(tx: Db, sessionId: string, at: Date): Promise<void> {
  return repo.markPatientConfirmedOnce(tx, sessionId, at)
}

/**
 * The patient's own cancellation, under the same policy as in the app, inside the caller's transaction
 * on a session it locked (a reminder link records its single use in that transaction). Answers what
 * returned as balance, or null when nothing had been paid.
 */
export async function cancelAsPatientLocked(deps: SchedulingDeps, tx: Db, session: repo.SessionRow): Promise<number | null> {
  const actor: ActorRef = { kind: 'patient', id: session.userId }
  throwIfRefused(statusChangeRefusal(actor, session, 'CANCELLED', deps.clock.now()))
  return cancelLocked(deps, tx, actor, session)
}

/**
 * What the patient's own cancellation would do now, without doing it: the same refusal and the same refund
 * rule as `cancelAsPatientLocked` (a reminder's cancel page says it before the click, decision 067).
 * `refundCents` is null when nothing had been paid; `freeUntil` is when the free cancellation closes.
 */
export function patientCancellationPreview(session: repo.SessionRow, now: Date): { refundCents: number | null; freeUntil: Date } {
  const actor: ActorRef = { kind: 'patient', id: session.userId }
  throwIfRefused(statusChangeRefusal(actor, session, 'CANCELLED', now))
  const paid = session.payment === 'DONE' && session.priceCents > 0
  return { refundCents: paid ? (refundReasonOf(actor, session, now) ? session.priceCents : 0) : null, freeUntil: freeCancellationUntil(session) }
}

// Recording an absence (docs/decisions/038-no-shows.md). A patient's absence keeps the charge: the session
// counts in the professional's earnings as a held one. A professional's absence gives the patient's money
// back as balance, once (the one-refund-per-session index), and leaves the professional's earnings.
/** Records `absent` on a locked session; the caller holds the row lock and has checked the rule. */
export async function markNoShowLocked(deps: Pick<SchedulingDeps, 'clock' | 'config'>, tx: Db, actor: ActorRef, session: repo.SessionRow, absent: NoShowParty) {
  const now = deps.clock.now()
  const after = await repo.updateSession(tx, session.id, { status: noShowStatusOf(absent) })
  const refundedCents = absent === 'PROFESSIONAL' ? await refundNoShow(tx, session, now) : 0
  await noShows.recordNoShow(tx, { sessionId: session.id, absent, markedByKind: actor.kind, markedById: actor.id, markedAt: now, refundedCents })
  await recordAdminSessionChange(tx, actor, { action: 'session.status.update', sessionId: session.id, before: session, after })
  await notifyNoShow(deps.config, tx, session.id, { absent, refundedCents, markedAt: now })
}

/** Confirms a paid session and gives an online one its meeting link (the payments module calls it). */
export async function confirmLocked(deps: Pick<SchedulingDeps, 'db' | 'clock' | 'config'>, tx: Db, session: repo.SessionRow) {
  await repo.updateSession(tx, session.id, {
    status: 'CONFIRMED',
    payment: 'DONE',
    checkoutExpiresAt: null,
    meetsUrl: session.isOnline ? (session.meetsUrl ?? createMeetingUrl(deps.config.meetingBaseUrl)) : session.meetsUrl,
  })
  await notifySessionChange(deps, tx, session.id, { kind: 'confirmed' })
}

/** A refused payment: the session stays awaiting payment (and payable again) until its checkout expires. */
export async function markPaymentRefusedLocked(deps: Pick<SchedulingDeps, 'db' | 'clock' | 'config'>, tx: Db, session: repo.SessionRow) {
  if (session.status !== 'CREATED' || session.payment === 'DONE') return
  await repo.updateSession(tx, session.id, { payment: 'FAILED' })
  await notifySessionChange(deps, tx, session.id, { kind: 'payment_refused' })
}

/** An admin's payment status: DONE confirms a session still waiting; anything else is recorded as is. */
export async function setPaymentLocked(deps: Pick<SchedulingDeps, 'db' | 'clock' | 'config'>, tx: Db, session: repo.SessionRow, payment: PaymentStatus) {
  if (payment === 'DONE' && session.payment !== 'DONE') {
    if (session.status === 'CREATED' || session.status === 'WAITING_CONFIRMATION') await confirmLocked(deps, tx, session)
    else await repo.updateSession(tx, session.id, { payment: 'DONE' })
  } else if (payment !== session.payment) {
    await repo.updateSession(tx, session.id, { payment })
  }
}

export async function changeStatus(deps: SchedulingDeps, actor: ActorRef, id: string, status: SessionStatus) {
  await withLockedSession(deps, id, async (tx, session) => {
    const now = deps.clock.now()
    throwIfRefused(statusChangeRefusal(actor, session, status, now))
    if (status === 'CANCELLED') {
      await cancelLocked(deps, tx, actor, session)
    } else if (status === 'PATIENT_NO_SHOW' || status === 'PROFESSIONAL_NO_SHOW') {
      // Its money and emails are the absence's (an admin's status setting is the same recording).
      await markNoShowLocked(deps, tx, actor, session, status === 'PATIENT_NO_SHOW' ? 'PATIENT' : 'PROFESSIONAL')
      return
    } else if (status === 'CONFIRMED') {
      await confirmLocked(deps, tx, session)
    } else {
      // Admins may set any status (docs/decisions/012-admin-sessions.md); reviving a cancelled session
      // re-checks the hour through the unique index, which answers 409 if the hour was taken meanwhile.
      await repo.updateSession(tx, id, {
        status,
        startedAt: status === 'STARTED' ? (session.startedAt ?? now) : session.startedAt,
        finishedAt: status === 'FINISHED' ? (session.finishedAt ?? now) : session.finishedAt,
      })
    }
    const after = await repo.findSessionRow(tx, id)
    if (after) await recordAdminSessionChange(tx, actor, { action: 'session.status.update', sessionId: id, before: session, after })
  })
  return sessionDto(deps, actor, id)
}

export async function startSession(deps: SchedulingDeps, actor: ActorRef, id: string) {
  await withLockedSession(deps, id, (tx, session) => startLocked(deps, tx, actor, session))
  return sessionDto(deps, actor, id)
}

/** 'Iniciar consulta' on a locked session (the room's 'Admitir' starts a confirmed consultation so). */
export async function startLocked(deps: Pick<SchedulingDeps, 'clock' | 'config'>, tx: Db, actor: ActorRef, session: repo.SessionRow): Promise<void> {
  const now = deps.clock.now()
  throwIfRefused(startRefusal(actor, session, now))
  await repo.updateSession(tx, session.id, {
    status: 'STARTED',
    startedAt: now,
    meetsUrl: session.isOnline ? (session.meetsUrl ?? createMeetingUrl(deps.config.meetingBaseUrl)) : null,
  })
}

export async function endSession(deps: SchedulingDeps, actor: ActorRef, id: string) {
  await withLockedSession(deps, id, async (tx, session) => {
    throwIfRefused(endRefusal(actor, session, deps.clock.now()))
    await repo.updateSession(tx, id, { status: 'FINISHED', finishedAt: deps.clock.now() })
  })
  return sessionDto(deps, actor, id)
}

/** Keeps an unpaid session's hour until `until` (a checkout offering boleto holds it for its clearing time). */
export async function extendHold(tx: Db, sessionId: string, until: Date): Promise<void> {
  await repo.updateSession(tx, sessionId, { checkoutExpiresAt: until })
}

/**
 * Frees the hours of unpaid sessions whose checkout expired or whose start passed, and tells each patient
 * their hold expired, in the caller's transaction: a session is never cancelled without its reserved
 * balance going back, and its email exists exactly when the cancellation does (a session is released
 * once: its status leaves CREATED). Answers the released sessions (the series module reacts to them:
 * series/expiry-job.ts). Safe on many instances.
 */
export async function releaseExpiredUnpaidLocked(deps: SchedulingDeps, tx: Db): Promise<{ id: string; seriesId: string | null }[]> {
  const released = await repo.cancelExpiredUnpaid(tx, deps.clock.now())
  await ledger.releaseReservations(
    tx,
    released.map((r) => r.id),
  )
  for (const { id } of released) await notifySessionChange(deps, tx, id, { kind: 'hold_expired' })
  return released
}

// What a reported technical failure becomes (docs/decisions/092-technical-failure-outcomes.md). The room
// service checked who may decide (policy/room-rules.ts) under the row lock; these are the session's side.

/**
 * A reschedule without fee: the session moves to an offered hour of the same rate, confirmed again, its
 * price kept as paid and the patient's reschedule count untouched; recorded in the session's history and
 * announced like any move. Answers the session as it is after.
 */
export async function rescheduleWithoutFeeLocked(
  deps: SchedulingDeps,
  tx: Db,
  actor: { kind: 'professional' | 'admin'; id: string },
  session: repo.SessionRow,
  start: Date,
): Promise<repo.SessionRow> {
  const open = await assertHourOffered(tx, session.professionalId, start, deps.clock.now())
  throwIfRefused(moveRateRefusal(session, await landsOnSocialRate(tx, session, open.socialRate)))
  const after = await repo.updateSession(tx, session.id, {
    selectedDate: start,
    availableDateId: open.slotId,
    status: 'CONFIRMED',
    startedAt: null,
    finishedAt: null,
    calendarSequence: session.calendarSequence + 1,
  })
  await recordFailureOutcome(tx, actor, { action: 'session.failure.reschedule', sessionId: session.id, before: session, after })
  await notifySessionChange(deps, tx, session.id, { kind: 'rescheduled' })
  return after
}

/**
 * The no-show exception: the session is closed as cancelled by who decided, counts as nobody's absence,
 * and what was paid returns to the patient's balance (the staff refund of a cancellation).
 */
export async function excuseAbsenceLocked(deps: SchedulingDeps, tx: Db, actor: { kind: 'professional' | 'admin'; id: string }, session: repo.SessionRow) {
  await cancelLocked(deps, tx, actor, session)
  const after = await repo.findSessionRow(tx, session.id)
  if (after) await recordFailureOutcome(tx, actor, { action: 'session.failure.no_show_exception', sessionId: session.id, before: session, after })
}
