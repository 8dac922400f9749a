import { NewPasswordPage } from '../../../features/password-recovery/components/new-password-page'

export function Component() {
  return <NewPasswordPage />
}
