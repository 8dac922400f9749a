import { ContactStep } from '../../../features/professional-registration/components/contact-step'
import { StepGuard } from '../../../features/professional-registration/components/step-guard'
import { SIGN_UP_BASE } from './sign-up-paths'

export function Component() {
  return (
    <StepGuard step="contact" basePath={SIGN_UP_BASE}>
      <ContactStep basePath={SIGN_UP_BASE} />
    </StepGuard>
  )
}
