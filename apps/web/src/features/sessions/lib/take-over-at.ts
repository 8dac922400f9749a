import type { SessionDto } from '@acolhe/shared/api/session'
import { CANCELLATION_FREE_HOURS, START_WINDOW_AFTER_MINUTES, START_WINDOW_BEFORE_MINUTES, SESSION_MINUTES } from '@acolhe/shared/constants'
import { nextRelativeChange } from '@acolhe/shared/format/dates'
import { calendarDayIn, instantAt } from '@acolhe/shared/format/zoned-time'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import type { Viewer } from './viewer'

// A home rendered by the server waits for the person's intent before it downloads the app (decision 128).
// A page nobody touches must not sit frozen past the moment what it shows changes by the clock alone or
// becomes live: the entry starts the app at the instant found here, whichever comes first.

export type HomeOnTheClock = {
  viewer: Viewer
  /** The consultations the page shows (its list's first page). */
  sessions: readonly SessionDto[]
  /** Whether the page lists weekly series: each says what its Pix Automático is, read by the app alone. */
  seriesListed: boolean
  /** Until when each hour held for the patient by a waitlist offer is held. */
  heldUntil: readonly string[]
  /** The instant the page was rendered at. */
  now: Date
}

const MINUTE_MS = 60_000

/**
 * The instants at which the server's buttons for a consultation may change by the clock: the free
 * cancellation and rescheduling end 24 h before it, the start window (joining, the room, 'Iniciar') opens
 * 10 min before and closes 50 min after its start, when it ends and the no-show marks open; an unpaid hold
 * expires. Its relative time ('em 3 horas') ticks too.
 */
function cardChanges(session: SessionDto, now: Date): number[] {
  const start = new Date(session.selected_date).getTime()
  return [
    start - CANCELLATION_FREE_HOURS * 60 * MINUTE_MS,
    start - START_WINDOW_BEFORE_MINUTES * MINUTE_MS,
    start,
    start + START_WINDOW_AFTER_MINUTES * MINUTE_MS,
    start + SESSION_MINUTES * MINUTE_MS,
    ...(session.checkout_expires_at ? [new Date(session.checkout_expires_at).getTime()] : []),
    ...(session.actions.join_opens_at ? [new Date(session.actions.join_opens_at).getTime()] : []),
    nextRelativeChange(session.selected_date, now).getTime(),
  ]
}

/**
 * Whether a card is live as soon as it is shown, its state read by the app alone: the professional sees
 * the patient's presence and 'Admitir' while the room is open (decisions 090, 091); a week of a series
 * paid by Pix Automático says what the bank did, read per series.
 */
const liveNow = (session: SessionDto, viewer: Viewer) => (viewer === 'professional' && session.actions.room) || session.series_id !== null

/** The earliest instant at which the home changes by the clock alone or becomes live: `now` when it already is. */
export function takeOverAt({ viewer, sessions, seriesListed, heldUntil, now }: HomeOnTheClock): Date {
  if (seriesListed || sessions.some((session) => liveNow(session, viewer))) return now
  // The 'Hoje' tab and its count are Brasília's day (the server's tabs): at midnight another day is listed.
  const midnight = instantAt(calendarDayIn(now, BRASILIA_TIME_ZONE), 24, BRASILIA_TIME_ZONE).getTime()
  const instants = [midnight, ...heldUntil.map((until) => new Date(until).getTime()), ...sessions.flatMap((session) => cardChanges(session, now))]
  return new Date(Math.min(...instants.filter((instant) => instant > now.getTime())))
}
