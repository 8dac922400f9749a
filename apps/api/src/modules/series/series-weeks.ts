import { BOOKING_MIN_LEAD_MINUTES, BOOKING_WINDOW_DAYS, SESSION_MINUTES } from '@acolhe/shared/constants'
import type { Db } from '../../db/client'
import { uniqueViolationOf } from '../../lib/db-errors'
import { payDeadlineOf, weekStartOf } from '../scheduling/policy/series-policy'
import { priceTermsOf } from '../scheduling/open-times/open-times.service'
import { consultationValueCents, isSocialRate } from '../scheduling/policy/consultation-value'
import { priceOf } from '../ledger/price'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { insertSeriesWeekLocked } from '../scheduling/booking/booking.service'
import * as sessionsRepo from '../scheduling/scheduling.repository'
import type { SkippedWeek } from './series-emails'
import * as repo from './series.repository'
import { weekVerdict, type WeekFacts } from './week-verdict'

// Books the weeks of a series that have come into the booking window (docs/decisions/040-weekly-series.md):
// at creation and, as the window moves, from the extending job. Runs in the caller's transaction on a
// series row it locked, so two runs for one series book one after the other; the unique (series, week)
// indexes are the last word even so.

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export type BookedWeek = { week: number; sessionId: string; start: Date; payBy: Date }
export type WeeksOutcome = { booked: BookedWeek[]; skipped: (SkippedWeek & { week: number })[] }

/** The weeks of `series` whose start is inside the booking window now and that have no verdict yet. */
function pendingWeeks(series: repo.SeriesRow, decided: Set<number>, now: Date): { week: number; start: Date }[] {
  const earliest = now.getTime() + BOOKING_MIN_LEAD_MINUTES * MINUTE
  const latest = now.getTime() + BOOKING_WINDOW_DAYS * DAY
  const weeks: { week: number; start: Date }[] = []
  for (let week = 0; series.weeks === null || week < series.weeks; week += 1) {
    const start = weekStartOf(series.anchorDate, series.hour, week)
    if (start.getTime() > latest) break
    // A week already past (a paused stretch, say) is neither booked nor listed as skipped.
    if (start.getTime() < earliest || decided.has(week)) continue
    weeks.push({ week, start })
  }
  return weeks
}

export async function factsFor(db: Db, series: repo.SeriesRow, from: Date, to: Date): Promise<WeekFacts> {
  // One after another: inside a transaction they share one connection.
  const slots = await sessionsRepo.listActiveSlots(db, series.professionalId)
  const unavailabilities = await sessionsRepo.listUnavailabilitiesBetween(db, series.professionalId, from, to)
  const professionalStarts = await sessionsRepo.listOccupyingStartsBetween(db, series.professionalId, from, to)
  const patientStarts = await repo.listPatientOccupyingStartsBetween(db, series.userId, from, to)
  return {
    slots,
    unavailabilities,
    professionalStarts: new Set(professionalStarts.map((d) => d.getTime())),
    patientStarts: new Set(patientStarts.map((d) => d.getTime())),
    sessionMinutes: SESSION_MINUTES,
  }
}

/** Inserts one week in a savepoint: a lost race for the hour becomes a skipped week, not a failed run. */
async function insertWeek(tx: Db, values: sessionsRepo.NewSessionRow): Promise<{ id: string } | { taken: 'HOUR_TAKEN' | 'PATIENT_BUSY' } | null> {
  try {
    return await tx.transaction(async (sp) => insertSeriesWeekLocked(sp, values))
  } catch (error) {
    const constraint = uniqueViolationOf(error)
    // Another run booked this very week meanwhile: nothing to do.
    if (constraint === 'sessions_series_week_unique') return null
    if (constraint === 'sessions_patient_start_live_unique') return { taken: 'PATIENT_BUSY' }
    if (constraint) return { taken: 'HOUR_TAKEN' }
    throw error
  }
}

export async function bookWeeksAhead(deps: SchedulingDeps, tx: Db, series: repo.SeriesRow, now: Date): Promise<WeeksOutcome> {
  const weekSessions = await repo.listWeekSessions(tx, series.id)
  const skips = await repo.listSkips(tx, series.id)
  const decided = new Set<number>([...weekSessions.map((s) => s.seriesWeek ?? -1), ...skips.map((s) => s.week)])
  const pending = pendingWeeks(series, decided, now)
  const outcome: WeeksOutcome = { booked: [], skipped: [] }
  if (pending.length === 0) return outcome
  const service = await sessionsRepo.findServiceById(tx, series.serviceId)
  const professional = await sessionsRepo.findProfessional(tx, series.professionalId)
  if (!service || !professional) return outcome
  const facts = await factsFor(tx, series, now, new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * DAY))
  // The price rule of a single booking (the professional's own value, a 'valor social' hour's), frozen
  // when each week is booked.
  const terms = priceTermsOf(service, professional)
  const socialSlots = new Set(facts.slots.filter((slot) => slot.socialRate).map((slot) => slot.id))
  for (const { week, start } of pending) {
    const verdict = weekVerdict(facts, start)
    if ('reason' in verdict) {
      if (await repo.insertSkip(tx, { seriesId: series.id, week, startsAt: start, reason: verdict.reason })) outcome.skipped.push({ week, startsAt: start, reason: verdict.reason })
      continue
    }
    const payBy = payDeadlineOf(start, now, deps.config.checkoutExpiryMinutes)
    const socialHour = socialSlots.has(verdict.slotId)
    const price = priceOf('DEFAULT', consultationValueCents('DEFAULT', terms, socialHour))
    const inserted = await insertWeek(tx, {
      userId: series.userId,
      professionalId: series.professionalId,
      serviceId: series.serviceId,
      availableDateId: verdict.slotId,
      selectedDate: start,
      isOnline: series.isOnline,
      status: 'CREATED',
      payment: 'WAITING',
      type: 'DEFAULT',
      serviceValueCents: price.serviceValueCents,
      operatingCostCents: price.operatingCostCents,
      priceCents: price.priceCents,
      socialRate: isSocialRate('DEFAULT', terms, socialHour),
      checkoutExpiresAt: payBy,
      createdByKind: series.createdByKind,
      createdById: series.createdById,
      seriesId: series.id,
      seriesWeek: week,
    })
    if (!inserted) continue
    if ('taken' in inserted) {
      if (await repo.insertSkip(tx, { seriesId: series.id, week, startsAt: start, reason: inserted.taken })) outcome.skipped.push({ week, startsAt: start, reason: inserted.taken })
      continue
    }
    facts.professionalStarts.add(start.getTime())
    outcome.booked.push({ week, sessionId: inserted.id, start, payBy })
  }
  return outcome
}
