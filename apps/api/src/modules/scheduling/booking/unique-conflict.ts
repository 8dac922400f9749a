import { sessionTexts as t } from '@acolhe/shared/texts/session'
import { uniqueViolationOf } from '../../../lib/db-errors'
import { ConflictError } from '../../../lib/errors'

/**
 * The database's unique indexes are the last word on double booking (docs/scheduling.md): their
 * violation becomes the 409 the person can act on. Anything else is rethrown.
 */
export function conflictFromUnique(error: unknown): never {
  const constraint = uniqueViolationOf(error)
  if (constraint === 'sessions_patient_start_live_unique') throw new ConflictError(t.patientBusy, 'PATIENT_BUSY')
  if (constraint) throw new ConflictError(t.hourTaken, 'HOUR_TAKEN')
  throw error
}
