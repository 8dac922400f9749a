import { ModalityStep } from '../../../features/professional-registration/components/modality-step'
import { StepGuard } from '../../../features/professional-registration/components/step-guard'
import { SIGN_UP_BASE } from './sign-up-paths'

export function Component() {
  return (
    <StepGuard step="modality" basePath={SIGN_UP_BASE}>
      <ModalityStep basePath={SIGN_UP_BASE} authorizationTo="/profissional/autorizacao" />
    </StepGuard>
  )
}
