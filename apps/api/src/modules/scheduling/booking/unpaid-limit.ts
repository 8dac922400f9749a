import { UNPAID_SESSIONS_PER_PATIENT, UNPAID_SESSIONS_PER_PATIENT_WITH_PROFESSIONAL } from '@acolhe/shared/constants'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../../db/client'
import { UnprocessableError } from '../../../lib/errors'
import * as repo from '../scheduling.repository'

/**
 * Refuses a patient's own booking while they already hold too many hours unpaid, in total or with this
 * professional: an unpaid booking keeps the hour from everyone else for the whole checkout window. The
 * patient row is locked first, so simultaneous bookings of one patient are counted one after another and
 * cannot all slip under the limit. Runs inside the booking transaction. (422, not 409: another hour would
 * not help, so the booking page must not send the patient back to pick one.)
 */
export async function assertUnpaidLimit(tx: Db, patientId: string, professionalId: string, now: Date): Promise<void> {
  await repo.lockPatient(tx, patientId)
  const held = await repo.countHeldUnpaid(tx, patientId, professionalId, now)
  if (held.withProfessional >= UNPAID_SESSIONS_PER_PATIENT_WITH_PROFESSIONAL) throw new UnprocessableError(t.tooManyUnpaidWithProfessional, 'UNPAID_LIMIT')
  if (held.total >= UNPAID_SESSIONS_PER_PATIENT) throw new UnprocessableError(t.tooManyUnpaid, 'UNPAID_LIMIT')
}
