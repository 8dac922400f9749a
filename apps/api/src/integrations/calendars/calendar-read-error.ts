/**
 * Why a professional's calendar could not be read or written: the screens show each in Portuguese.
 * UNREACHABLE: no answer (network, time-out, 5xx). REFUSED: the server said no (401/403/404: a wrong
 * password or an address that no longer exists). INVALID: an answer that is not iCalendar. BLOCKED: the
 * address points inside the server's own network, which this installation does not allow.
 */
export type CalendarProblem = 'UNREACHABLE' | 'REFUSED' | 'INVALID' | 'BLOCKED'

export class CalendarAccessError extends Error {
  constructor(
    readonly problem: CalendarProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`)
  }
}
