import { SupportInboxPage } from '../../../features/admin-support/components/support-inbox-page'

export function Component() {
  return <SupportInboxPage />
}
