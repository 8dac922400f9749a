import { FaqListPage } from '../../../features/admin-faq/components/faq-list-page'

export function Component() {
  return <FaqListPage />
}
