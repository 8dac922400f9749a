import { FaqCreatePage } from '../../../features/admin-faq/components/faq-create-page'

export function Component() {
  return <FaqCreatePage />
}
