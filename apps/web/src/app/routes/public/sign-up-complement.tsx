import { Navigate, useSearchParams } from 'react-router'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { useCurrentPatient } from '../../../lib/patient-api/get-me'
import { ComplementPage, GoogleComplementPage } from '../../../features/patient-sign-up/components/complement-page'
import { isAuthError } from '../../../lib/is-auth-error'

/** /cadastro/info-complemento: step 2 after /cadastro, or with ?isG=true the Google sign-up's continuation. */
export function Component() {
  const [params] = useSearchParams()
  return params.get('isG') === 'true' ? <GoogleContinuation /> : <ComplementPage />
}

/** The Google variant (decision 007) needs the logged-in (incomplete) patient, else it goes to /cadastro. */
function GoogleContinuation() {
  const patient = useCurrentPatient()
  if (patient.isPending) return <FullPageLoader />
  if (patient.isError) {
    if (isAuthError(patient.error)) return <Navigate to="/cadastro" replace />
    return <LoadError onRetry={() => void patient.refetch()} />
  }
  if (patient.data.is_complete) return <Navigate to="/home" replace />
  return <GoogleComplementPage patient={patient.data} />
}
