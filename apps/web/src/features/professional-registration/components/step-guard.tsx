import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { firstIncompleteStep } from '../lib/registration-body'
import { REGISTRATION_STEPS, loadDraft, type RegistrationStep } from '../lib/registration-draft'
import { stepPath } from '../lib/registration-paths'

/** A step opens only once the steps before it are complete; otherwise the first incomplete one opens. */
export function StepGuard({ step, basePath, children }: { step: RegistrationStep; basePath: string; children: ReactNode }) {
  const missing = firstIncompleteStep(loadDraft())
  if (missing && REGISTRATION_STEPS.indexOf(missing) < REGISTRATION_STEPS.indexOf(step)) {
    return <Navigate to={stepPath(basePath, missing)} replace />
  }
  return children
}
