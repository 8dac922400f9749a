import { Navigate } from 'react-router'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { useCurrentPatient } from '../../../lib/patient-api/get-me'
import { CompleteInfoPage } from '../../../features/patient-sign-up/components/complete-info-page'
import { isAuthError } from '../../../lib/is-auth-error'

/** /cadastro/info: where a logged-in patient with an incomplete account finishes it (docs/product/accounts-and-access.md "Patients"). */
export function Component() {
  const patient = useCurrentPatient()
  if (patient.isPending) return <FullPageLoader />
  if (patient.isError) {
    if (isAuthError(patient.error)) return <Navigate to="/login" replace />
    return <LoadError onRetry={() => void patient.refetch()} />
  }
  if (patient.data.is_complete) return <Navigate to="/home" replace />
  return <CompleteInfoPage patient={patient.data} />
}
