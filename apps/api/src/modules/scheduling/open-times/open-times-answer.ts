import { BOOKING_MIN_LEAD_MINUTES, BOOKING_WINDOW_DAYS, SESSION_MINUTES } from '@acolhe/shared/constants'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import { NotFoundError } from '../../../lib/errors'
import { serializedJson, type SerializedJson } from '../../../lib/send-serialized-json'
import { computeOpenTimes, type OpenTimesInput } from './open-times'
import type { CachedOpenTimes, OpenTimesCache } from './open-times-cache'
import { openTimesDto } from './open-times-dto'
import { priceTermsOf } from './open-times.service'
import { openTimesValidUntil } from './open-times-validity'
import { readCalendarVersions, readOpenTimesSnapshot } from './open-times.repository'
import type { SchedulingDeps } from '../scheduling-deps'

// GET /public/available-dates/:id (decision 051): the answer is cached per professional, already
// serialised, and sent again while the calendar versions the triggers keep are unchanged and the clock
// is inside the window where time alone does not change it. A miss reads everything in one statement.

const DAY = 24 * 3_600_000

/** The open hours as JSON, as `viewerPatientId` (a logged-in patient, if any) sees them. */
export async function openTimesJson(deps: SchedulingDeps, cache: OpenTimesCache, professionalId: string, viewerPatientId?: string): Promise<SerializedJson> {
  const now = deps.clock.now()
  const versions = await readCalendarVersions(deps.db, professionalId, viewerPatientId)
  // Only a patient with an hour held for them here sees something else than everyone: theirs is not kept.
  if (versions.viewerHolds) return serializedJson((await computeAnswer(deps, professionalId, now, viewerPatientId)).json)
  const cached = cache.get(professionalId, versions, now.getTime())
  if (cached) return cachedBody(cached)
  const answer = await computeAnswer(deps, professionalId, now)
  cache.set(professionalId, answer)
  return cachedBody(answer)
}

/** A cached answer as a body whose gzip form, once made, stays with the entry for the next requests. */
function cachedBody(entry: CachedOpenTimes): SerializedJson {
  return { json: entry.json, gzipped: () => (entry.gzipped ??= serializedJson(entry.json).gzipped()) }
}

/** The answer at `now` from one snapshot, with that snapshot's versions and its validity window. */
async function computeAnswer(deps: SchedulingDeps, professionalId: string, now: Date, viewerPatientId?: string): Promise<CachedOpenTimes> {
  const to = new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * DAY)
  const snapshot = await readOpenTimesSnapshot(deps.db, professionalId, now, to, viewerPatientId)
  if (!snapshot || !snapshot.authorized || snapshot.banned) throw new NotFoundError(t.professionalNotFound)
  const input: OpenTimesInput = {
    now,
    slots: snapshot.slots,
    unavailabilities: [...snapshot.periods, ...snapshot.busy].map(([start, end]) => ({ startDate: new Date(start), endDate: new Date(end) })),
    bookedStarts: [...snapshot.bookedStarts, ...snapshot.heldStarts].map((ms) => new Date(ms)),
    sessionMinutes: SESSION_MINUTES,
    minLeadMinutes: BOOKING_MIN_LEAD_MINUTES,
    windowDays: BOOKING_WINDOW_DAYS,
  }
  const days = computeOpenTimes(input)
  // In person needs an in-person modality and the professional's clinic active (a deactivated one receives nobody).
  const inPerson = snapshot.serviceModality !== 'FULL_REMOTE' && snapshot.clinicId !== null && snapshot.clinicActive
  const terms = snapshot.service ? priceTermsOf(snapshot.service, snapshot) : null
  return {
    version: snapshot.version,
    sharedVersion: snapshot.sharedVersion,
    computedAt: now.getTime(),
    validUntil: openTimesValidUntil(input, days),
    json: JSON.stringify(openTimesDto(days, input.slots, terms, inPerson)),
  }
}
