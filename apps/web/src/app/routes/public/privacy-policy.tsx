import { privacyPolicy } from '@acolhe/shared/texts/ui-legal'
import { LegalPage } from '../../../features/legal/components/legal-page'

export function Component() {
  return <LegalPage document={privacyPolicy} path="/politica-de-privacidade" />
}
