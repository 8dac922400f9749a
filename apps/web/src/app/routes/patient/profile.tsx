import { FullPageLoader } from '../../../components/full-page-loader'
import { useCurrentPatient } from '../../../lib/patient-api/get-me'
import { ProfilePage } from '../../../features/patient-profile/components/profile-page'

/** /perfil: the shell has loaded the patient (or sent them to /login). */
export function Component() {
  const patient = useCurrentPatient()
  if (!patient.data) return <FullPageLoader />
  return <ProfilePage key={patient.data.id} patient={patient.data} />
}
