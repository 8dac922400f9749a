import { termsOfUse } from '@acolhe/shared/texts/ui-legal'
import { LegalPage } from '../../../features/legal/components/legal-page'

export function Component() {
  return <LegalPage document={termsOfUse} path="/termos-de-uso" />
}
