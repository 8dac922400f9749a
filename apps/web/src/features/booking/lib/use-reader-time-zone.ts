import { useContext } from 'react'
import { detectedTimeZone } from '@acolhe/shared/time-zones'
import { useLoggedInPatient } from '../../../lib/patient-api/get-me'
import { VisitorTimeZone } from '../../../lib/visitor-time-zone'

/**
 * The zone the wizard shows days and hours in (decision 044): a logged-in patient's own (their profile
 * says it), otherwise the browser's — a visitor abroad sees their own clock before they have an account,
 * and signing up keeps that zone. Rendered on the server, a visitor's zone is the one the server chose
 * (decision 116).
 */
export function useReaderTimeZone(): string {
  const patient = useLoggedInPatient(true)
  const visitorZone = useContext(VisitorTimeZone)
  return patient.data?.time_zone ?? visitorZone ?? detectedTimeZone()
}
