import { ProfessionalLoginPage } from '../../../features/professional-auth/components/professional-login-page'

export function Component() {
  return <ProfessionalLoginPage />
}
