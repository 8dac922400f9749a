import { RequestPage } from '../../../features/password-recovery/components/request-page'

export function Component() {
  return <RequestPage />
}
