import type { QuestionnaireSchedule } from '@acolhe/shared/api/questionnaires'
import type { SessionStatus } from '@acolhe/shared/enums'

// Which consultations a questionnaire is asked before, and whether it can be answered now
// (docs/decisions/094-questionnaire-schedules.md). Computed at read from the pair's consultations, so
// nothing is planned ahead: a consultation booked, moved or cancelled changes the answer by itself, and
// an unanswered questionnaire expires at its consultation's start without any job.

const DAY = 86_400_000
/** A questionnaire opens three days before its consultation (the 48 h reminder falls inside) and closes at its start. */
export const OPENS_BEFORE_MS = 3 * DAY

/** Consultations that count for 'every N': booked and paid ones, held or not; never cancelled or unpaid holds. */
export const COUNTED_STATUSES: readonly SessionStatus[] = ['CONFIRMED', 'STARTED', 'FINISHED', 'PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW']

export type ScheduleOf = { schedule: QuestionnaireSchedule; everyN: number | null; createdAt: Date; stoppedAt: Date | null }
export type SessionOf = { id: string; selectedDate: Date; status: SessionStatus }

/**
 * The consultations `assignment` asks before: of the pair's counted consultations starting after it was
 * made, in date order, the first (once), all (every session) or the 1st, (N+1)th, (2N+1)th… (every N). A
 * stopped assignment asks before none starting after it was stopped.
 */
export function sessionsAskedBefore<S extends SessionOf>(assignment: ScheduleOf, sessions: readonly S[]): S[] {
  const counted = sessions
    .filter((s) => COUNTED_STATUSES.includes(s.status) && s.selectedDate > assignment.createdAt)
    .sort((a, b) => a.selectedDate.getTime() - b.selectedDate.getTime())
  const chosen =
    assignment.schedule === 'ONCE'
      ? counted.slice(0, 1)
      : assignment.schedule === 'EVERY_SESSION'
        ? counted
        : counted.filter((_, index) => index % Math.max(1, assignment.everyN ?? 1) === 0)
  const stoppedAt = assignment.stoppedAt
  return stoppedAt ? chosen.filter((s) => s.selectedDate <= stoppedAt) : chosen
}

export type AskedState = 'ANSWERED' | 'OPEN' | 'EXPIRED' | 'NOT_YET'

/** Where one asked questionnaire stands at `now`: answered, open for answers, expired at the start, or not open yet. */
export function askedState(session: SessionOf, answered: boolean, now: Date): AskedState {
  if (answered) return 'ANSWERED'
  const start = session.selectedDate.getTime()
  if (now.getTime() >= start) return 'EXPIRED'
  if (session.status !== 'CONFIRMED') return 'EXPIRED'
  return now.getTime() >= start - OPENS_BEFORE_MS ? 'OPEN' : 'NOT_YET'
}
