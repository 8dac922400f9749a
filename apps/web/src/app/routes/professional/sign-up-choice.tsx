import { RegistrationChoicePage } from '../../../features/professional-registration/components/registration-choice-page'
import { LEGAL_LINKS, SIGN_UP_BASE } from './sign-up-paths'

export function Component() {
  return <RegistrationChoicePage basePath={SIGN_UP_BASE} logInTo="/profissional/login" termsTo={LEGAL_LINKS.terms} patientLoginTo="/login" />
}
