import { SignUpPage } from '../../../features/patient-sign-up/components/sign-up-page'

export function Component() {
  return <SignUpPage />
}
