import type { SessionType } from '@acolhe/shared/enums'
import type { Db } from '../../../db/client'
import { priceTermsOf } from '../open-times/open-times.service'
import { isSocialRate } from '../policy/consultation-value'
import * as repo from '../scheduling.repository'

/**
 * Whether a session moved to an hour of a 'valor social' slot would be priced at the social value there,
 * by the professional's terms of today (a social value the admin's range no longer allows is no social
 * rate). A move compares it with the rate the session was booked at (decision 064).
 */
export async function landsOnSocialRate(
  db: Db,
  session: { type: SessionType; serviceId: string; professionalId: string },
  socialHour: boolean,
): Promise<boolean> {
  if (!socialHour) return false
  const [service, professional] = await Promise.all([repo.findServiceById(db, session.serviceId), repo.findProfessional(db, session.professionalId)])
  if (!service || !professional) return false
  return isSocialRate(session.type, priceTermsOf(service, professional), true)
}
