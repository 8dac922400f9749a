import { PatientLoginPage } from '../../../features/patient-auth/components/patient-login-page'

export function Component() {
  return <PatientLoginPage />
}
