import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { OAuthCallbackPage } from '../../../features/oauth/components/oauth-callback-page'
import { failureDestination, oauthKindOf, successDestination, type OAuthDestination } from '../../../features/oauth/lib/oauth-destination'
import { currentPatientQueryOptions } from '../../../lib/patient-api/get-me'
import { currentProfessionalQueryOptions } from '../../../features/professional-auth/api/get-me'

/** /oauth-callback?kind=…&status=…: after Google, ask who is logged in and route them (decision 007). */
export function Component() {
  const [params] = useSearchParams()
  const kind = oauthKindOf(params.get('kind'))
  const status = params.get('status')
  const ok = status === 'ok'
  const patient = useQuery({ ...currentPatientQueryOptions(), enabled: ok && kind === 'patient' })
  const professional = useQuery({ ...currentProfessionalQueryOptions(), enabled: ok && kind === 'professional' })

  const failed = kind === 'patient' ? patient.isError : professional.isError
  const patientComplete = patient.data?.is_complete
  const professionalFound = professional.data !== undefined

  // Built from plain values, so the page navigates (and toasts) once.
  const destination = useMemo((): OAuthDestination | null => {
    if (!ok) return failureDestination(kind, status)
    if (failed) return failureDestination(kind, 'error')
    if (kind === 'patient' && patientComplete !== undefined) return successDestination({ kind: 'patient', isComplete: patientComplete })
    if (kind === 'professional' && professionalFound) return successDestination({ kind: 'professional' })
    return null
  }, [ok, kind, status, failed, patientComplete, professionalFound])

  return <OAuthCallbackPage destination={destination} />
}
