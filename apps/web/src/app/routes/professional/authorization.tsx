import { AuthorizationPending } from '../../../features/professional-auth/components/authorization-pending'

export function Component() {
  return <AuthorizationPending />
}
