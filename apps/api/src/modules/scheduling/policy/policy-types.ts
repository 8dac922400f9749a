import type { SessionRow } from '../scheduling.repository'

/** The facts of a session the rules read (a database row satisfies it). */
export type PolicySession = Pick<
  SessionRow,
  | 'userId'
  | 'professionalId'
  | 'status'
  | 'payment'
  | 'type'
  | 'parentSessionId'
  | 'selectedDate'
  | 'finishedAt'
  | 'checkoutExpiresAt'
  | 'isOnline'
  | 'meetsUrl'
  | 'priceCents'
  | 'patientRescheduleCount'
>

/** The professional's settings the rules read. */
export type PolicyProfessional = { serviceModality: string; professionalType: string; allowReturns: boolean }
