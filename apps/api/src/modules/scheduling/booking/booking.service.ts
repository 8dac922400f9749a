import type { CreateSessionBody } from '@acolhe/shared/schemas/session'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../../db/client'
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../../../lib/errors'
import { createMeetingUrl } from '../../../integrations/meeting-links'
import { notifySessionChange } from '../../notifications/session-notifications'
import { assertHourOffered, inPersonAvailable, priceTermsOf } from '../open-times/open-times.service'
import { consultationValueCents, isSocialRate } from '../policy/consultation-value'
import { throwIfRefused } from '../policy/refusal'
import { isFreeReturn, priceOf } from '../../ledger/price'
import { returnRefusal } from '../policy/session-rules'
import type { SchedulingDeps } from '../scheduling-deps'
import * as repo from '../scheduling.repository'
import { recordAdminSessionChange } from '../lifecycle/session-audit'
import { sessionDto } from '../lists/session-queries.service'
import { conflictFromUnique } from './unique-conflict'
import { assertUnpaidLimit } from './unpaid-limit'
import type { ActorRef } from '../../auth/actor'
import { consumeHeldHour } from '../open-times/held-hours.repository'
import { assertTelehealthConsent, type ConsentDeps } from '../../telehealth-consent/telehealth-consent.service'

// Booking a session (docs/decisions/005-scheduling-rules.md): routes validate and call this; the rules
// come from the session policy and the database has the last word on double booking.

const MINUTE = 60_000

/** The professional offers the modality asked for (in person: with an active clinic). */
export async function assertModality(db: Db, professional: { serviceModality: string; clinicId: string | null }, isOnline: boolean) {
  const refuse = (message: string) => new UnprocessableError(message, 'MODALITY_NOT_OFFERED')
  if (professional.serviceModality === 'FULL_REMOTE' && !isOnline) throw refuse(t.presencialNotOffered)
  if (professional.serviceModality === 'FULL_PRESENCIAL' && isOnline) throw refuse(t.onlineNotOffered)
  if (!isOnline && !professional.clinicId) throw refuse(t.noClinic)
  if (!isOnline && !(await inPersonAvailable(db, professional))) throw refuse(t.clinicInactive)
}

async function assertReturnAllowed(
  db: Db,
  actor: ActorRef,
  body: CreateSessionBody,
  patientId: string,
  professional: { id: string; serviceModality: string; professionalType: string; allowReturns: boolean },
) {
  if (!body.parent_session) throw new BadRequestError(t.returnParentRequired)
  const parent = await repo.findSessionRow(db, body.parent_session)
  const refused = new UnprocessableError(t.returnNotAllowed, 'RETURN_NOT_ALLOWED')
  if (!parent || parent.userId !== patientId || parent.professionalId !== professional.id) throw refused
  // An admin books on the patient's behalf: the rule is read as the patient's.
  const asPatient: ActorRef = actor.kind === 'admin' ? actor : { kind: 'patient', id: patientId }
  throwIfRefused(returnRefusal(asPatient, parent, professional, await repo.hasChildSession(db, parent.id)))
}

/** What a booking was checked against: who, with whom, which hour and at what price. */
export type CheckedBooking = Awaited<ReturnType<typeof checkBooking>>

/**
 * Every rule a booking must pass before its row is written (weekly series check their first week the
 * same way). The database's unique indexes still have the last word on the hour.
 */
export async function checkBooking(deps: SchedulingDeps & ConsentDeps, actor: ActorRef, body: CreateSessionBody) {
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

  if (body.type === 'RETURN') await assertReturnAllowed(deps.db, actor, body, patientId, professional)
  else if (body.parent_session) throw new BadRequestError(t.defaultWithParent)

  const service = await repo.findServiceFor(deps.db, professional.professionalType, body.type)
  if (!service) throw new UnprocessableError(t.serviceMissing)
  if (body.service_id && body.service_id !== service.id) throw new UnprocessableError(t.serviceMismatch)

  const open = await assertHourOffered(deps.db, professional.id, start, now, patientId)
  // Online care needs the patient's own informed consent (decision 034), asked last so that a booking
  // refused for another reason never asks for it. An admin books on the patient's behalf after talking to
  // them and is not asked: the professional's session card shows whether the patient consented.
  if (actor.kind === 'patient' && body.is_online) await assertTelehealthConsent(deps, { userId: patientId, professionalId: professional.id })
  // The price of this professional at this hour (their own value, a social hour's), frozen on the session.
  const terms = priceTermsOf(service, professional)
  const valueCents = consultationValueCents(body.type, terms, open.socialRate)
  const free = isFreeReturn(body.type, valueCents)
  const price = priceOf(body.type, valueCents)
  return { now, start, patientId, professional, service, open, free, price, socialRate: isSocialRate(body.type, terms, open.socialRate) }
}

/** The row of a checked booking: a patient's paid booking holds the hour for the checkout window. */
export function bookedSessionValues(deps: SchedulingDeps, actor: ActorRef, body: CreateSessionBody, checked: CheckedBooking): repo.NewSessionRow {
  const { free, price, now } = checked
  return {
    userId: checked.patientId,
    professionalId: checked.professional.id,
    serviceId: checked.service.id,
    availableDateId: checked.open.slotId,
    selectedDate: checked.start,
    isOnline: body.is_online,
    meetsUrl: free && body.is_online ? createMeetingUrl(deps.config.meetingBaseUrl) : null,
    status: free ? 'CONFIRMED' : 'CREATED',
    payment: free ? 'DONE' : 'WAITING',
    type: body.type,
    parentSessionId: body.parent_session ?? null,
    serviceValueCents: price.serviceValueCents,
    operatingCostCents: price.operatingCostCents,
    priceCents: price.priceCents,
    socialRate: checked.socialRate,
    // Patients have a short checkout; an admin booking waits for payment until the start.
    checkoutExpiresAt: free || actor.kind === 'admin' ? null : new Date(now.getTime() + deps.config.checkoutExpiryMinutes * MINUTE),
    createdByKind: actor.kind,
    createdById: actor.id,
  }
}

/** POST /session: a patient books for themself, an admin on behalf of a patient. */
export async function bookSession(deps: SchedulingDeps & ConsentDeps, actor: ActorRef, body: CreateSessionBody) {
  const checked = await checkBooking(deps, actor, body)
  const { free, patientId, professional, now } = checked
  try {
    const row = await deps.db.transaction(async (tx) => {
      // A patient's own paid booking holds the hour unpaid for the checkout window, so it is capped. An
      // admin booking is exempt (deliberate, audited, and waiting for a payment arranged with the patient);
      // a free return is confirmed at once and never unpaid.
      if (actor.kind === 'patient' && !free) await assertUnpaidLimit(tx, patientId, professional.id, now)
      const inserted = await repo.insertSession(tx, bookedSessionValues(deps, actor, body, checked))
      // The patient books an hour a waitlist offer held for them: the offer is used, their entry fulfilled.
      await consumeHeldHour(tx, { patientId, professionalId: professional.id, start: checked.start, sessionId: inserted.id, now })
      // Nothing left to pay: the patient's balance covers the whole price, so the booking is paid with it and
      // confirmed now, without a checkout (an admin's booking waits for the payment arranged with the patient).
      if (actor.kind === 'patient' && !free && deps.settleFromBalance) await deps.settleFromBalance(tx, inserted, now)
      if (free) await notifySessionChange(deps, tx, inserted.id, { kind: 'confirmed' })
      await recordAdminSessionChange(tx, actor, { action: 'session.create', sessionId: inserted.id, before: null, after: inserted })
      return inserted
    })
    return sessionDto(deps, actor, row.id)
  } catch (error) {
    conflictFromUnique(error)
  }
}

/**
 * Inserts a weekly series' week (its first, booked with the series, and every later one the series books
 * ahead) in the caller's transaction: booking is the only code that creates session rows. The series
 * module decides which weeks and at what price; a lost race surfaces as the unique violation it is.
 */
export function insertSeriesWeekLocked(tx: Db, values: repo.NewSessionRow): Promise<repo.SessionRow> {
  return repo.insertSession(tx, values)
}
