import { BOOKING_MIN_LEAD_MINUTES, WAITLIST_HOLD_MINUTES } from '@acolhe/shared/constants'
import { uniqueViolationOf } from '../../lib/db-errors'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import type { OpenHour } from '../scheduling/open-times/open-times'
import { openHoursOf } from '../scheduling/open-times/open-times.service'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { queueOfferEmail } from './offer-email'
import { matchesWeeklyHour } from './waitlist-options'
import * as repo from './waitlist.repository'

// Offering freed hours to the waitlist (docs/decisions/041-waitlist-and-held-hours.md). Whatever freed the
// hour — a cancellation, an unpaid booking released, new availability, an offer that lapsed — it shows up
// as an open hour; each run matches the open hours of every professional someone waits for against their
// line, first come first served, and holds each matched hour for WAITLIST_HOLD_MINUTES.
//
// Safe on several instances: a hold is one row whose insert the database refuses when the hour is
// already held (unique index), already booked (trigger) or the entry already has an open offer or was
// offered that hour (unique indexes); the email is queued in the same transaction, so a refused hold
// sends nothing. Two workers never offer one hour twice.

const MINUTE = 60_000
const HOLD_MS = WAITLIST_HOLD_MINUTES * MINUTE

/** Holds one hour for one entry and queues its email; false when the database refused (taken meanwhile). */
async function offerHour(deps: SchedulingDeps, entry: repo.QueuedEntry, professionalId: string, hour: OpenHour, now: Date): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      const hold = await repo.insertHold(tx, {
        entryId: entry.id,
        patientId: entry.patientId,
        professionalId,
        startsAt: hour.start,
        slotId: hour.slotId,
        expiresAt: new Date(now.getTime() + HOLD_MS),
        createdAt: now,
        updatedAt: now,
      })
      await queueOfferEmail(deps.config, tx, hold.id)
    })
    return true
  } catch (error) {
    if (uniqueViolationOf(error)) return false
    throw error
  }
}

/** Matches one professional's open hours against their line; returns how many offers were made. */
async function offerOpenHours(deps: SchedulingDeps, professionalId: string, now: Date): Promise<number> {
  const queue = await repo.listQueue(deps.db, professionalId)
  if (queue.length === 0) return 0
  // The offer must be usable to its end: the hour still bookable (one hour ahead) when the hold lapses.
  const earliest = now.getTime() + HOLD_MS + BOOKING_MIN_LEAD_MINUTES * MINUTE
  const hours = (await openHoursOf(deps.db, professionalId, now)).filter((h) => h.start.getTime() >= earliest)
  const busy = new Set(queue.filter((e) => e.held).map((e) => e.id))
  let offered = 0
  for (const hour of hours) {
    const entry = queue.find((e) => !busy.has(e.id) && !e.offeredStarts.has(hour.start.getTime()) && matchesWeeklyHour(e, hour.start))
    if (!entry) continue
    if (await offerHour(deps, entry, professionalId, hour, now)) {
      busy.add(entry.id)
      offered += 1
    }
  }
  return offered
}

/** One run: lapsed offers expire, then every matching open hour is offered. Returns offers made + expired. */
export async function runWaitlistOffers(deps: SchedulingDeps): Promise<number> {
  const now = deps.clock.now()
  const expired = await repo.expireHolds(deps.db, now)
  let offered = 0
  for (const professionalId of await repo.listProfessionalsWithWaiting(deps.db)) offered += await offerOpenHours(deps, professionalId, now)
  return offered + expired.length
}

/** Runs the waitlist every `intervalMs` (WAITLIST_CHECK_SECONDS) and just after a request wrote; any number of instances may run it. */
export function startWaitlistJob(deps: SchedulingDeps, host: JobHost, intervalMs = 60_000) {
  return startIntervalJob({ name: 'waitlist offers', id: 'waitlist_offers', run: () => runWaitlistOffers(deps), intervalMs, wakeOnWrites: true }, host.log, host.metrics)
}
