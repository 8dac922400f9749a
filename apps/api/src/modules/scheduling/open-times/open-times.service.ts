import { BOOKING_MIN_LEAD_MINUTES, BOOKING_WINDOW_DAYS, SESSION_MINUTES } from '@acolhe/shared/constants'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../../db/client'
import { ConflictError, UnprocessableError } from '../../../lib/errors'
import { listHeldStartsBetween } from './held-hours.repository'
import { computeOpenTimes, findOpenStart, type OpenHour, type OpenTimesInput } from './open-times'
import type { PriceTerms } from '../policy/consultation-value'
import type { SchedulingDeps } from '../scheduling-deps'
import * as repo from '../scheduling.repository'

// A professional's open hours (docs/scheduling.md): what booking and rescheduling check a requested start
// against, always read fresh. The public route's cached answer is open-times-answer.ts (decision 051).

const HOUR = 3_600_000

/**
 * `patientId`: who is looking (or booking). An hour held for a waitlist offer (decision 041) is taken for
 * everyone but the patient it is held for.
 */
async function openTimesInput(db: Db, professionalId: string, now: Date, patientId?: string): Promise<OpenTimesInput> {
  const to = new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * 24 * HOUR)
  const [slots, periods, bookedStarts, heldStarts] = await Promise.all([
    repo.listActiveSlots(db, professionalId),
    repo.listUnavailabilitiesBetween(db, professionalId, now, to),
    repo.listOccupyingStartsBetween(db, professionalId, now, to),
    listHeldStartsBetween(db, professionalId, now, to, patientId),
  ])
  return {
    now,
    slots,
    unavailabilities: periods,
    bookedStarts: [...bookedStarts, ...heldStarts],
    sessionMinutes: SESSION_MINUTES,
    minLeadMinutes: BOOKING_MIN_LEAD_MINUTES,
    windowDays: BOOKING_WINDOW_DAYS,
  }
}

/** In person needs an in-person modality and the professional's clinic active (a deactivated one receives nobody). */
export async function inPersonAvailable(db: Db, professional: { serviceModality: string; clinicId: string | null }): Promise<boolean> {
  if (professional.serviceModality === 'FULL_REMOTE' || !professional.clinicId) return false
  return Boolean(await repo.findActiveClinicOf(db, professional.clinicId))
}

/** The open hour a requested start falls on for `patientId`; a taken (or held) hour is 409, one never offered 422. */
export async function assertHourOffered(db: Db, professionalId: string, start: Date, now: Date, patientId?: string) {
  const input = await openTimesInput(db, professionalId, now, patientId)
  const open = findOpenStart(input, start)
  // Whether the hour is one of the professional's 'valor social' hours: the price policy needs it.
  if (open) return { ...open, socialRate: input.slots.some((s) => s.id === open.slotId && s.socialRate === true) }
  if (input.bookedStarts.some((d) => d.getTime() === start.getTime())) throw new ConflictError(t.hourTaken, 'HOUR_TAKEN')
  throw new UnprocessableError(t.hourNotOffered, 'HOUR_NOT_OFFERED')
}

/** Every open hour of the window as anyone sees it (held hours taken), soonest first. */
export async function openHoursOf(db: Db, professionalId: string, now: Date): Promise<OpenHour[]> {
  return computeOpenTimes(await openTimesInput(db, professionalId, now)).flatMap((day) => day.hours)
}

/** The facts the price policy needs: the admin's service (value and range) and the professional's choices. */
export function priceTermsOf(
  service: { valueCents: number; minValueCents: number | null; maxValueCents: number | null },
  professional: { ownValueCents: number | null; socialValueCents: number | null },
): PriceTerms {
  return {
    serviceValueCents: service.valueCents,
    minValueCents: service.minValueCents,
    maxValueCents: service.maxValueCents,
    ownValueCents: professional.ownValueCents,
    socialValueCents: professional.socialValueCents,
  }
}

/** A professional's weekly slots, sorted by weekday and start (their own, or any for an admin). */
export async function listWeeklySlots(deps: SchedulingDeps, professionalId: string) {
  const slots = await repo.listActiveSlots(deps.db, professionalId)
  slots.sort((a, b) => a.weekDay - b.weekDay || a.startTime.localeCompare(b.startTime))
  return {
    availableDates: slots.map((s) => ({ id: s.id, week_day: s.weekDay, start_time: s.startTime, end_time: s.endTime, social_rate: s.socialRate })),
  }
}
