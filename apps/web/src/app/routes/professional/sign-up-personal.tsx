import { PersonalStep } from '../../../features/professional-registration/components/personal-step'
import { StepGuard } from '../../../features/professional-registration/components/step-guard'
import { LEGAL_LINKS, SIGN_UP_BASE } from './sign-up-paths'

export function Component() {
  return (
    <StepGuard step="personal" basePath={SIGN_UP_BASE}>
      <PersonalStep basePath={SIGN_UP_BASE} termsTo={LEGAL_LINKS.terms} privacyTo={LEGAL_LINKS.privacy} />
    </StepGuard>
  )
}
