import { detectedTimeZone } from '@acolhe/shared/time-zones'
import { useLoggedInPatient } from '../../../lib/patient-api/get-me'

/**
 * The zone the wizard shows days and hours in (decision 044): a logged-in patient's own (their profile
 * says it), otherwise the browser's — a visitor abroad sees their own clock before they have an account,
 * and signing up keeps that zone.
 */
export function useReaderTimeZone(): string {
  const patient = useLoggedInPatient(true)
  return patient.data?.time_zone ?? detectedTimeZone()
}
