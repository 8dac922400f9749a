// Business constants of the product (explained in docs/product/). One place, both sides.

export const TIME_ZONE = 'America/Sao_Paulo'

export const PAGE_SIZES = {
  publicProfessionals: 4,
  consultations: 8,
  unavailabilities: 8,
  adminTables: 5,
  adminFaq: 7,
  publicFaq: 5,
} as const

/** The service is for adults: patients and professionals must be at least this old. */
export const ADULT_AGE = 18

export const SESSION_MINUTES = 50
export const SESSION_GAP_MINUTES = 10
/** 'Iniciar consulta' is offered from 10 minutes before to 50 minutes after the start. */
export const START_WINDOW_BEFORE_MINUTES = 10
export const START_WINDOW_AFTER_MINUTES = 50
export const START_WINDOW_RECHECK_MS = 2 * 60_000

/** Bookable window: from one hour after now up to 60 days ahead. */
export const BOOKING_MIN_LEAD_MINUTES = 60
export const BOOKING_WINDOW_DAYS = 60
export const CHECKOUT_EXPIRY_MINUTES_DEFAULT = 30

export const OPERATING_COST_CENTS = 500
/** Free cancellation and patient rescheduling up to this many hours before the start. */
export const CANCELLATION_FREE_HOURS = 24

/** Until when cancelling a consultation that starts at `start` is free: CANCELLATION_FREE_HOURS before it. */
export function freeCancellationUntil(start: Date): Date {
  return new Date(start.getTime() - CANCELLATION_FREE_HOURS * 60 * 60 * 1000)
}
export const PATIENT_RESCHEDULES_PER_SESSION = 1
/**
 * A patient's own bookings awaiting payment (checkout still open) that may exist at once, in total and with
 * one professional: each holds an hour nobody else can take, so one account cannot block a whole week.
 */
export const UNPAID_SESSIONS_PER_PATIENT = 3
export const UNPAID_SESSIONS_PER_PATIENT_WITH_PROFESSIONAL = 2
/** 'Próximas' tab: from tomorrow through this many days. */
export const UPCOMING_DAYS = 30

/**
 * The waitlist ('Avise-me quando abrir', docs/decisions/041-waitlist-and-held-hours.md): how long an offered
 * hour is kept for the patient the email went to, and how many lists a patient may be waiting on at once.
 */
export const WAITLIST_HOLD_MINUTES = 120
export const WAITLIST_ENTRIES_PER_PATIENT = 5

/**
 * How far the admin's session list counts a search or a date filter: past this many sessions its total
 * is a lower bound ('mais de 1.000'), since counting a broad search over a million sessions row by row
 * is slow. Type, status and payment totals are always exact (decision 054).
 */
export const ADMIN_LIST_TOTAL_CAP = 1000

/** The 'Valor até' ceilings of the wizard's search (what the patient pays, operating cost included). */
export const DIRECTORY_PRICE_CEILINGS_CENTS = [10_000, 15_000, 20_000, 30_000] as const

/** A participant's room page reports every 10 s; one not heard from for 25 s has left (the room's presence). */
export const PRESENCE_HEARTBEAT_SECONDS = 10
export const PRESENCE_FRESH_SECONDS = 25
/** Both sides are told when the other has not arrived this many minutes after the start. */
export const ROOM_MISSING_AFTER_MINUTES = [5, 10] as const
