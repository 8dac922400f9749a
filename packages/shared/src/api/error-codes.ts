import { z } from 'zod'

// Every error answer of the API is `{ message, code }`: `message` is Portuguese for the person, `code` is
// for the program (the web branches on it, never on the sentence). See docs/decisions/023-session-policy-and-error-codes.md.

export const ERROR_CODES = [
  // Generic, one per kind of refusal.
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'DUPLICATE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'PROVIDER_UNAVAILABLE',
  // Booking and the life of a session.
  'HOUR_TAKEN',
  'PATIENT_BUSY',
  'HOUR_NOT_OFFERED',
  'MODALITY_NOT_OFFERED',
  'RETURN_NOT_ALLOWED',
  'UNPAID_LIMIT',
  'RESCHEDULE_NOT_ALLOWED',
  'RESCHEDULE_LIMIT',
  'RESCHEDULE_TOO_LATE',
  // A move (a session's date, a series' hour) between a 'valor social' hour and a normal one (decision 064).
  'MOVE_OTHER_RATE',
  'MODALITY_CHANGE_NOT_ALLOWED',
  'CANCEL_NOT_ALLOWED',
  'STATUS_NOT_ALLOWED',
  'START_NOT_ALLOWED',
  'END_NOT_ALLOWED',
  // Online care needs the patient's informed consent first (decision 034); the answer names the version.
  'TELEHEALTH_CONSENT_REQUIRED',
  'NO_SHOW_NOT_ALLOWED',
  // The consultation room: outside its window, admitting a patient not waiting, 'Falha técnica' (decision 091).
  'ROOM_NOT_OPEN',
  'PATIENT_NOT_WAITING',
  'FAILURE_NOT_ALLOWED',
  'FAILURE_RESOLVED',
  // Weekly series ('Horário fixo', decision 040).
  'SERIES_LENGTH_NOT_ALLOWED',
  'SERIES_LIMIT',
  'SERIES_NOT_ALLOWED',
  'SERIES_MOVE_CONFLICT',
  // Pix Automático of a weekly series (decision 102).
  'PIX_AUTOMATICO_UNAVAILABLE',
  'PIX_AUTOMATICO_ALREADY_ACTIVE',
  'PIX_AUTOMATICO_NOT_ACTIVE',
  'PIX_AUTOMATICO_NOTHING_TO_PAY',
  'PIX_AUTOMATICO_CPF_REQUIRED',
  // Money.
  'NOT_AWAITING_PAYMENT',
  'CHECKOUT_EXPIRED',
  // A professional's own value outside the admin's bounds, or a 'valor social' that is not lower (decision 043).
  'PRICE_OUT_OF_BOUNDS',
  'SOCIAL_PRICE_INVALID',
  'PRICE_BOUNDS_INVALID',
  // Reminder links and channels.
  'REMINDER_LINK_INVALID',
  'REMINDER_LINK_USED',
  'REMINDER_LINK_EXPIRED',
  'CHANNEL_UNAVAILABLE',
  // The waitlist ('Avise-me quando abrir', decision 041).
  'WAITLIST_LIMIT',
  'WAITLIST_DUPLICATE',
  'WAITLIST_HOUR_OPEN',
  // The professional's own calendars (decision 087).
  'CALENDAR_UNREACHABLE',
  'CALENDAR_REFUSED',
  'CALENDAR_INVALID',
  'CALENDAR_BLOCKED',
  'CALENDAR_INVALID_URL',
  'CALENDAR_LIMIT',
  'CALENDAR_WRITE_TAKEN',
  'CALENDAR_WRITE_NOT_FOUND',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Only with TELEHEALTH_CONSENT_REQUIRED: the version of the consent text the patient must accept. */
  consent_version: z.string().optional(),
})
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>

/** Reads a code from an answer body; an unknown or missing one is null (an older server, a proxy page). */
export function errorCodeOf(body: unknown): ErrorCode | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null
  const code = body.code
  return ERROR_CODES.find((known) => known === code) ?? null
}
