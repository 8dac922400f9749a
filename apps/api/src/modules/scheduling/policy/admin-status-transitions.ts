import type { SessionStatus } from '@acolhe/shared/enums'

// The statuses an admin's status setting may move a session between (docs/decisions/012-admin-sessions.md,
// 078-session-writes-and-transitions.md), as an explicit `from → to` table: statusChangeRefusal checks it,
// and docs/product/consultation-lifecycle.md shows the same table (a test compares the two). Conditions
// on time (a start window, an absence only after it closed) stay in the policy's own rules.

/** Where an admin may set any session by hand: the statuses of the normal flow and its outcomes. */
const ANY_FROM: readonly SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED', 'STARTED', 'FINISHED']

export const ADMIN_STATUS_TRANSITIONS: Readonly<Record<SessionStatus, readonly SessionStatus[]>> = {
  WAITING_CONFIRMATION: [...ANY_FROM, 'CANCELLED'],
  CREATED: [...ANY_FROM, 'CANCELLED'],
  CONFIRMED: [...ANY_FROM, 'CANCELLED', 'PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW'],
  STARTED: [...ANY_FROM, 'CANCELLED', 'PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW'],
  FINISHED: [...ANY_FROM, 'CANCELLED'],
  // A cancelled session can be revived (the hour is re-checked by the unique index), not cancelled again.
  CANCELLED: ANY_FROM,
  PATIENT_NO_SHOW: [...ANY_FROM, 'CANCELLED'],
  PROFESSIONAL_NO_SHOW: [...ANY_FROM, 'CANCELLED'],
}

export function adminMaySetStatus(from: SessionStatus, to: SessionStatus): boolean {
  return ADMIN_STATUS_TRANSITIONS[from].includes(to)
}
