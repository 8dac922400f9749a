import { professionalTerms } from '@acolhe/shared/texts/ui-legal'
import { LegalPage } from '../../../features/legal/components/legal-page'

export function Component() {
  return <LegalPage document={professionalTerms} path="/termos-de-uso-do-profissional" />
}
