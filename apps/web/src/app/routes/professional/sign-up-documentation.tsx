import { DocumentationStep } from '../../../features/professional-registration/components/documentation-step'
import { StepGuard } from '../../../features/professional-registration/components/step-guard'
import { SIGN_UP_BASE } from './sign-up-paths'

export function Component() {
  return (
    <StepGuard step="documentation" basePath={SIGN_UP_BASE}>
      <DocumentationStep basePath={SIGN_UP_BASE} />
    </StepGuard>
  )
}
