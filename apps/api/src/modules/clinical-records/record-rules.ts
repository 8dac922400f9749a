import type { SessionStatus } from '@acolhe/shared/enums'

// Which sessions make a clinical record (decision 036). A professional "has seen" a patient once a
// session of theirs was started; from then on both have a record together: the professional writes in
// it, the patient may ask for a copy. Notes go on sessions started or finished, never on one still ahead.

export const SEEN_STATUSES = ['STARTED', 'FINISHED'] as const satisfies readonly SessionStatus[]

export const isSeen = (status: SessionStatus): boolean => (SEEN_STATUSES as readonly SessionStatus[]).includes(status)

/** Whether a note may be written on a session with this status now. */
export const acceptsNote = isSeen

/**
 * How long notes are kept: 20 years after the record's last note. Psychologists' council asks for at
 * least 5 years, medical records 20; the platform holds both, so the longer rule applies to every record.
 */
export const RETENTION_YEARS = 20

/** The instant before which a record's last note makes the whole record expire. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS)
  return cutoff
}
