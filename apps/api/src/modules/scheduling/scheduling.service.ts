import {
  BOOKING_MIN_LEAD_MINUTES,
  BOOKING_WINDOW_DAYS,
  CANCELLATION_FREE_HOURS,
  OPERATING_COST_CENTS,
  PATIENT_RESCHEDULES_PER_SESSION,
  SESSION_MINUTES,
  START_WINDOW_AFTER_MINUTES,
  START_WINDOW_BEFORE_MINUTES,
  UPCOMING_DAYS,
} from '@acolhe/shared/constants'
import type { ActorKind, BalanceEntryReason, SessionStatus } from '@acolhe/shared/enums'
import type { AdminSessionsQuery, CreateSessionBody, MySessionsQuery } from '@acolhe/shared/schemas/session'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { addLocalDays, localDateOf, startOfLocalDay } from '../../lib/brasilia-time'
import type { Clock } from '../../lib/clock'
import { uniqueViolationOf } from '../../lib/db-errors'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { createMeetingUrl } from '../../integrations/meeting-links'
import { computeOpenTimes, findOpenStart, type OpenTimesInput } from './open-times'
import { refundCancelled } from './refund'
import * as repo from './scheduling.repository'
import { recordAdminSessionChange } from './session-audit'
import { toSessionDto } from './session-view'
import { assertUnpaidLimit } from './unpaid-limit'
import { notifySessionChange } from '../notifications/session-notifications'

// The booking rules of 00-decisions.md. Routes validate and call these; the database has the last word.

export type SchedulingDeps = { db: Db; clock: Clock; config: Pick<Config, 'meetingBaseUrl' | 'checkoutExpiryMinutes' | 'publicUrl' | 'mailFrom'> }
export type Actor = { kind: ActorKind; id: string }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const LIVE_STATUSES: SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']

async function openTimesInput(db: Db, professionalId: string, now: Date): Promise<OpenTimesInput> {
  const to = new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * 24 * HOUR)
  const [slots, periods, bookedStarts] = await Promise.all([
    repo.listActiveSlots(db, professionalId),
    repo.listUnavailabilitiesBetween(db, professionalId, now, to),
    repo.listLiveStartsBetween(db, professionalId, now, to),
  ])
  return {
    now,
    slots,
    unavailabilities: periods,
    bookedStarts,
    sessionMinutes: SESSION_MINUTES,
    minLeadMinutes: BOOKING_MIN_LEAD_MINUTES,
    windowDays: BOOKING_WINDOW_DAYS,
  }
}

export async function getOpenTimes(deps: SchedulingDeps, professionalId: string) {
  const professional = await repo.findProfessional(deps.db, professionalId)
  if (!professional || !professional.authorized || professional.banned) throw new NotFoundError(t.professionalNotFound)
  const days = computeOpenTimes(await openTimesInput(deps.db, professionalId, deps.clock.now()))
  return {
    professionalAvailability: {
      in_person_available: await inPersonAvailable(deps.db, professional),
      availability: days.map((day) => ({
        date: day.date,
        week_day: day.weekDay,
        hours: day.hours.map((h) => ({
          start_time: h.start.toISOString(),
          end_time: h.end.toISOString(),
          available_date_id: h.slotId,
        })),
      })),
    },
  }
}

/** A professional's weekly slots, sorted by weekday and start (their own, or any for an admin). */
export async function listWeeklySlots(deps: SchedulingDeps, professionalId: string) {
  const slots = await repo.listActiveSlots(deps.db, professionalId)
  slots.sort((a, b) => a.weekDay - b.weekDay || a.startTime.localeCompare(b.startTime))
  return {
    availableDates: slots.map((s) => ({ id: s.id, week_day: s.weekDay, start_time: s.startTime, end_time: s.endTime })),
  }
}

function conflictFromUnique(error: unknown): never {
  const constraint = uniqueViolationOf(error)
  if (constraint === 'sessions_patient_start_live_unique') throw new ConflictError(t.patientBusy)
  if (constraint) throw new ConflictError(t.hourTaken)
  throw error
}

async function assertHourOffered(db: Db, professionalId: string, start: Date, now: Date) {
  const input = await openTimesInput(db, professionalId, now)
  const open = findOpenStart(input, start)
  if (open) return open
  if (input.bookedStarts.some((d) => d.getTime() === start.getTime())) throw new ConflictError(t.hourTaken)
  throw new UnprocessableError(t.hourNotOffered)
}

/** In person needs an in-person modality and the professional's clinic active (a deactivated one receives nobody). */
async function inPersonAvailable(db: Db, professional: { serviceModality: string; clinicId: string | null }): Promise<boolean> {
  if (professional.serviceModality === 'FULL_REMOTE' || !professional.clinicId) return false
  return Boolean(await repo.findActiveClinicOf(db, professional.clinicId))
}

async function assertModality(
  db: Db,
  professional: { serviceModality: string; clinicId: string | null },
  isOnline: boolean,
) {
  if (professional.serviceModality === 'FULL_REMOTE' && !isOnline) throw new UnprocessableError(t.presencialNotOffered)
  if (professional.serviceModality === 'FULL_PRESENCIAL' && isOnline) throw new UnprocessableError(t.onlineNotOffered)
  if (!isOnline && !professional.clinicId) throw new UnprocessableError(t.noClinic)
  if (!isOnline && !(await inPersonAvailable(db, professional))) throw new UnprocessableError(t.clinicInactive)
}

async function assertReturnAllowed(
  db: Db,
  body: CreateSessionBody,
  patientId: string,
  professional: { id: string; professionalType: string; allowReturns: boolean },
) {
  if (!body.parent_session) throw new BadRequestError(t.returnParentRequired)
  const parent = await repo.findSessionRow(db, body.parent_session)
  const allowed =
    parent &&
    parent.userId === patientId &&
    parent.professionalId === professional.id &&
    parent.status === 'FINISHED' &&
    // Only a consultation that really happened earns a return: it ended at or after its start.
    parent.finishedAt !== null &&
    parent.finishedAt.getTime() >= parent.selectedDate.getTime() &&
    parent.type === 'DEFAULT' &&
    parent.parentSessionId === null &&
    professional.professionalType === 'PSYCHIATRIST' &&
    professional.allowReturns
  if (!allowed) throw new UnprocessableError(t.returnNotAllowed)
  if (await repo.hasChildSession(db, parent.id)) throw new UnprocessableError(t.returnNotAllowed)
}

/** POST /session: a patient books for themself, an admin on behalf of a patient. */
export async function bookSession(deps: SchedulingDeps, actor: Actor, body: CreateSessionBody) {
  if (actor.kind === 'professional') throw new ForbiddenError()
  const patientId = actor.kind === 'patient' ? actor.id : body.user_id
  if (!patientId) throw new BadRequestError(t.userIdRequired)
  if (actor.kind === 'patient' && body.user_id && body.user_id !== actor.id) throw new ForbiddenError()
  const now = deps.clock.now()
  const start = new Date(body.selected_date)

  const patient = await repo.findPatient(deps.db, patientId)
  if (!patient || patient.deletedAt) throw new NotFoundError(t.patientNotFound)
  if (patient.banned) throw new ForbiddenError(t.patientBanned)
  if (!patient.isComplete) throw new UnprocessableError(t.patientIncomplete)

  const professional = await repo.findProfessional(deps.db, body.professional_id)
  if (!professional) throw new NotFoundError(t.professionalNotFound)
  if (!professional.authorized || professional.banned) throw new UnprocessableError(t.professionalNotAuthorized)
  await assertModality(deps.db, professional, body.is_online)

  if (body.type === 'RETURN') await assertReturnAllowed(deps.db, body, patientId, professional)
  else if (body.parent_session) throw new BadRequestError(t.defaultWithParent)

  const service = await repo.findServiceFor(deps.db, professional.professionalType, body.type)
  if (!service) throw new UnprocessableError(t.serviceMissing)
  if (body.service_id && body.service_id !== service.id) throw new UnprocessableError(t.serviceMismatch)

  const open = await assertHourOffered(deps.db, professional.id, start, now)
  // A free return is confirmed at once: no checkout and no operating cost (00-decisions.md).
  const free = body.type === 'RETURN' && service.valueCents === 0
  const operatingCost = free ? 0 : OPERATING_COST_CENTS
  try {
    const row = await deps.db.transaction(async (tx) => {
      // A patient's own paid booking holds the hour unpaid for the checkout window, so it is capped. An
      // admin booking is exempt (deliberate, audited, and waiting for a payment arranged with the patient);
      // a free return is confirmed at once and never unpaid.
      if (actor.kind === 'patient' && !free) await assertUnpaidLimit(tx, patientId, professional.id, now)
      const inserted = await repo.insertSession(tx, {
      userId: patientId,
      professionalId: professional.id,
      serviceId: service.id,
      availableDateId: open.slotId,
      selectedDate: start,
      isOnline: body.is_online,
      meetsUrl: free && body.is_online ? createMeetingUrl(deps.config.meetingBaseUrl) : null,
      status: free ? 'CONFIRMED' : 'CREATED',
      payment: free ? 'DONE' : 'WAITING',
      type: body.type,
      parentSessionId: body.parent_session ?? null,
      serviceValueCents: service.valueCents,
      operatingCostCents: operatingCost,
      priceCents: service.valueCents + operatingCost,
      // Patients have a short checkout; an admin booking waits for payment until the start.
      checkoutExpiresAt:
        free || actor.kind === 'admin' ? null : new Date(now.getTime() + deps.config.checkoutExpiryMinutes * MINUTE),
      createdByKind: actor.kind,
      createdById: actor.id,
      })
      if (free) await notifySessionChange(deps, tx, inserted.id, { kind: 'confirmed' })
      await recordAdminSessionChange(tx, actor, { action: 'session.create', sessionId: inserted.id, before: null, after: inserted })
      return inserted
    })
    return sessionDto(deps, row.id)
  } catch (error) {
    conflictFromUnique(error)
  }
}

export async function sessionDto(deps: SchedulingDeps, id: string) {
  const view = await repo.findSessionView(deps.db, id)
  if (!view) throw new NotFoundError(t.sessionNotFound)
  return toSessionDto(view, deps.clock.now())
}

function assertCanSee(actor: Actor, session: { userId: string; professionalId: string }) {
  if (actor.kind === 'admin') return
  if (actor.kind === 'patient' && session.userId === actor.id) return
  if (actor.kind === 'professional' && session.professionalId === actor.id) return
  throw new ForbiddenError()
}

export async function getSession(deps: SchedulingDeps, actor: Actor, id: string) {
  const view = await repo.findSessionView(deps.db, id)
  if (!view) throw new NotFoundError(t.sessionNotFound)
  assertCanSee(actor, view.session)
  return toSessionDto(view, deps.clock.now())
}

function dayBounds(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return startOfLocalDay(endOfDay ? addLocalDays(value, 1) : value)
  return new Date(value)
}

function statusFilter(
  status: MySessionsQuery['status'],
  now: Date,
): Pick<repo.SessionFilter, 'statuses' | 'from' | 'to'> {
  if (!status) return {}
  const today = localDateOf(now)
  if (status === 'today') return { from: startOfLocalDay(today), to: startOfLocalDay(addLocalDays(today, 1)) }
  if (status === 'SCHEDULED') return { statuses: LIVE_STATUSES, from: now }
  return { statuses: [status] }
}

/** Counts of the three tabs: Hoje, Próximas (tomorrow through 30 days, still to happen), Todas. */
async function statistic(db: Db, owner: repo.SessionFilter, now: Date) {
  const today = localDateOf(now)
  const tomorrow = addLocalDays(today, 1)
  const [TODAY, CREATED, ALL] = await Promise.all([
    repo.countSessions(db, { ...owner, from: startOfLocalDay(today), to: startOfLocalDay(tomorrow) }),
    repo.countSessions(db, {
      ...owner,
      statuses: [...LIVE_STATUSES, 'STARTED'],
      from: startOfLocalDay(tomorrow),
      to: startOfLocalDay(addLocalDays(tomorrow, UPCOMING_DAYS)),
    }),
    repo.countSessions(db, owner),
  ])
  return { TODAY, CREATED, ALL }
}

export async function listMySessions(deps: SchedulingDeps, actor: Actor, query: MySessionsQuery) {
  if (actor.kind === 'admin') throw new ForbiddenError()
  const now = deps.clock.now()
  const owner: repo.SessionFilter = actor.kind === 'patient' ? { userId: actor.id } : { professionalId: actor.id }
  return listWith(deps, owner, query, now, query.statistic)
}

export async function listAllSessions(deps: SchedulingDeps, query: AdminSessionsQuery) {
  return listWith(deps, { payment: query.payment, type: query.type, search: query.search }, query, deps.clock.now(), false)
}

async function listWith(
  deps: SchedulingDeps,
  base: repo.SessionFilter,
  query: Pick<MySessionsQuery, 'status' | 'date_a' | 'date_b' | 'page' | 'limit'>,
  now: Date,
  withStatistic: boolean,
) {
  const byStatus = statusFilter(query.status, now)
  const from = dayBounds(query.date_a, false) ?? byStatus.from
  const to = dayBounds(query.date_b, true) ?? byStatus.to
  const filter: repo.SessionFilter = { ...base, statuses: byStatus.statuses, from, to }
  // Lists that look forward read soonest first; the full history puts what is next (a session under
  // way included) on top and the past after it (docs/decisions/029-lists-upcoming-first-and-csv-export.md).
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit }
  const { rows, total } = from
    ? await repo.listSessionViews(deps.db, filter, { ...page, order: 'asc' })
    : await repo.listSessionViewsUpcomingFirst(deps.db, filter, page, new Date(now.getTime() - SESSION_MINUTES * MINUTE))
  const owner: repo.SessionFilter = { userId: base.userId, professionalId: base.professionalId }
  return {
    data: rows.map((row) => toSessionDto(row, now)),
    total,
    ...(withStatistic ? { statistic: await statistic(deps.db, owner, now) } : {}),
  }
}

/** Runs a change on one session under a row lock, so concurrent changes apply one after another. */
async function withLockedSession<T>(
  deps: SchedulingDeps,
  id: string,
  change: (tx: Db, session: repo.SessionRow) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const session = await repo.findSessionRow(tx, id, { forUpdate: true })
      if (!session) throw new NotFoundError(t.sessionNotFound)
      return change(tx, session)
    })
  } catch (error) {
    if (uniqueViolationOf(error)) conflictFromUnique(error)
    throw error
  }
}

export async function reschedule(
  deps: SchedulingDeps,
  actor: Actor,
  id: string,
  body: { selected_date: string },
) {
  const now = deps.clock.now()
  await withLockedSession(deps, id, async (tx, session) => {
    if (actor.kind === 'professional') throw new ForbiddenError()
    assertCanSee(actor, session)
    if (!LIVE_STATUSES.includes(session.status)) throw new UnprocessableError(t.rescheduleStatus)
    if (actor.kind === 'patient') {
      if (session.patientRescheduleCount >= PATIENT_RESCHEDULES_PER_SESSION) throw new UnprocessableError(t.rescheduleLimit)
      if (session.selectedDate.getTime() - now.getTime() < CANCELLATION_FREE_HOURS * HOUR) {
        throw new UnprocessableError(t.rescheduleTooLate)
      }
    }
    const start = new Date(body.selected_date)
    const open = await assertHourOffered(tx, session.professionalId, start, now)
    const after = await repo.updateSession(tx, id, {
      selectedDate: start,
      availableDateId: open.slotId,
      patientRescheduleCount: session.patientRescheduleCount + (actor.kind === 'patient' ? 1 : 0),
      calendarSequence: session.calendarSequence + 1,
    })
    await recordAdminSessionChange(tx, actor, { action: 'session.date.update', sessionId: id, before: session, after })
    await notifySessionChange(deps, tx, id, { kind: 'rescheduled' })
  })
  return sessionDto(deps, id)
}

export async function changeModality(deps: SchedulingDeps, actor: Actor, id: string, isOnline: boolean) {
  const now = deps.clock.now()
  await withLockedSession(deps, id, async (tx, session) => {
    if (actor.kind === 'professional') throw new ForbiddenError()
    assertCanSee(actor, session)
    const professional = await repo.findProfessional(tx, session.professionalId)
    if (professional?.serviceModality !== 'HYBRID') throw new UnprocessableError(t.modalityHybridOnly)
    if (!LIVE_STATUSES.includes(session.status) || session.selectedDate <= now) {
      throw new UnprocessableError(t.modalityStatus)
    }
    await assertModality(tx, professional, isOnline)
    const needsLink = isOnline && !session.meetsUrl && session.status === 'CONFIRMED'
    const after = await repo.updateSession(tx, id, {
      isOnline,
      meetsUrl: needsLink ? createMeetingUrl(deps.config.meetingBaseUrl) : session.meetsUrl,
      calendarSequence: session.calendarSequence + 1,
    })
    await recordAdminSessionChange(tx, actor, { action: 'session.modality.update', sessionId: id, before: session, after })
    await notifySessionChange(deps, tx, id, { kind: 'modality' })
  })
  return sessionDto(deps, id)
}

function refundReason(actor: Actor, session: repo.SessionRow, now: Date): BalanceEntryReason | undefined {
  if (session.payment !== 'DONE' || session.priceCents === 0) return undefined
  if (actor.kind === 'admin') return 'ADMIN_CANCELLATION_REFUND'
  if (actor.kind === 'professional') return 'PROFESSIONAL_CANCELLATION_REFUND'
  const early = session.selectedDate.getTime() - now.getTime() >= CANCELLATION_FREE_HOURS * HOUR
  return early ? 'CANCELLATION_REFUND' : undefined
}

/** Cancels a session; the amount paid returns as balance per the 24 h rule (always for staff). */
async function cancelLocked(deps: SchedulingDeps, tx: Db, actor: Actor, session: repo.SessionRow) {
  const now = deps.clock.now()
  await repo.updateSession(tx, session.id, {
    status: 'CANCELLED',
    cancelledAt: now,
    cancelledByKind: actor.kind,
    calendarSequence: session.calendarSequence + 1,
  })
  const reason = refundReason(actor, session, now)
  const refundedCents = reason ? await refundCancelled(tx, session, reason) : 0
  // Unpaid: the balance its checkout held goes back (paid: the refund above already covers the full price).
  if (session.payment !== 'DONE') await repo.releaseBalanceReservations(tx, [session.id])
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
}

/** Confirms a paid session and gives an online one its meeting link (used by payments too). */
export async function confirmLocked(deps: SchedulingDeps, tx: Db, session: repo.SessionRow) {
  await repo.updateSession(tx, session.id, {
    status: 'CONFIRMED',
    payment: 'DONE',
    checkoutExpiresAt: null,
    meetsUrl: session.isOnline ? (session.meetsUrl ?? createMeetingUrl(deps.config.meetingBaseUrl)) : session.meetsUrl,
  })
  await notifySessionChange(deps, tx, session.id, { kind: 'confirmed' })
}

/** 'Iniciar consulta' opens 10 minutes before the start; nothing can have started or ended earlier. */
function startWindowOpensAt(session: repo.SessionRow): number {
  return session.selectedDate.getTime() - START_WINDOW_BEFORE_MINUTES * MINUTE
}

export async function changeStatus(deps: SchedulingDeps, actor: Actor, id: string, status: SessionStatus) {
  await withLockedSession(deps, id, async (tx, session) => {
    assertCanSee(actor, session)
    if (actor.kind !== 'admin' && status !== 'CANCELLED') throw new ForbiddenError(t.statusNotAllowed)
    // An admin's free status setting still cannot record a consultation that has not happened (a
    // finished one unlocks a free return).
    const startsOrEnds = status === 'STARTED' || status === 'FINISHED'
    if (startsOrEnds && deps.clock.now().getTime() < startWindowOpensAt(session)) {
      throw new UnprocessableError(t.statusBeforeStartWindow)
    }
    if (status === 'CANCELLED') {
      if (session.status === 'CANCELLED' || (actor.kind !== 'admin' && !LIVE_STATUSES.includes(session.status))) {
        throw new UnprocessableError(t.cancelStatus)
      }
      await cancelLocked(deps, tx, actor, session)
    } else if (status === 'CONFIRMED') {
      await confirmLocked(deps, tx, session)
    } else {
      // Admins may set any status (spec 02 §4); reviving a cancelled session re-checks the hour through
      // the unique index, which answers 409 if the hour was taken meanwhile.
      await repo.updateSession(tx, id, {
        status,
        startedAt: status === 'STARTED' ? (session.startedAt ?? deps.clock.now()) : session.startedAt,
        finishedAt: status === 'FINISHED' ? (session.finishedAt ?? deps.clock.now()) : session.finishedAt,
      })
    }
    const after = await repo.findSessionRow(tx, id)
    if (after) await recordAdminSessionChange(tx, actor, { action: 'session.status.update', sessionId: id, before: session, after })
  })
  return sessionDto(deps, id)
}

export async function startSession(deps: SchedulingDeps, actor: Actor, id: string) {
  const now = deps.clock.now()
  await withLockedSession(deps, id, async (tx, session) => {
    if (actor.kind !== 'professional' || session.professionalId !== actor.id) throw new ForbiddenError()
    if (session.status !== 'CONFIRMED') throw new UnprocessableError(t.startStatus)
    const opensAt = startWindowOpensAt(session)
    const closesAt = session.selectedDate.getTime() + START_WINDOW_AFTER_MINUTES * MINUTE
    const sameDay = localDateOf(now) === localDateOf(session.selectedDate)
    if (!sameDay || now.getTime() < opensAt || now.getTime() > closesAt) throw new UnprocessableError(t.startWindow)
    await repo.updateSession(tx, id, {
      status: 'STARTED',
      startedAt: now,
      meetsUrl: session.isOnline ? (session.meetsUrl ?? createMeetingUrl(deps.config.meetingBaseUrl)) : null,
    })
  })
  return sessionDto(deps, id)
}

export async function endSession(deps: SchedulingDeps, actor: Actor, id: string) {
  await withLockedSession(deps, id, async (tx, session) => {
    if (actor.kind !== 'professional' || session.professionalId !== actor.id) throw new ForbiddenError()
    if (session.status !== 'STARTED') throw new UnprocessableError(t.endStatus)
    // Started early (the window opens 10 minutes before), it still ends only once its time has come.
    const now = deps.clock.now()
    if (now.getTime() < session.selectedDate.getTime()) throw new UnprocessableError(t.endBeforeStart)
    await repo.updateSession(tx, id, { status: 'FINISHED', finishedAt: now })
  })
  return sessionDto(deps, id)
}

/**
 * Frees the hours of unpaid sessions whose checkout expired or whose start passed, and tells each patient
 * their hold expired. Safe on many instances.
 */
export async function releaseExpiredUnpaid(deps: SchedulingDeps): Promise<number> {
  // One transaction: a session is never cancelled without its reserved balance going back, and its
  // email exists exactly when the cancellation does (a session is released once: its status leaves CREATED).
  return deps.db.transaction(async (tx) => {
    const released = await repo.cancelExpiredUnpaid(tx, deps.clock.now())
    await repo.releaseBalanceReservations(
      tx,
      released.map((r) => r.id),
    )
    for (const { id } of released) await notifySessionChange(deps, tx, id, { kind: 'hold_expired' })
    return released.length
  })
}
