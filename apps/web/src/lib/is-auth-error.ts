import { ApiError } from './api-client'
import { isAuthFailureStatus } from './auth-failure-rule'

/**
 * True when a call failed because there is no (valid) session for it: 401 or 403. For the callers that own
 * such a refusal (lib/auth-failure-rule.ts); the others never see one, the app-wide rule has taken over.
 */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && isAuthFailureStatus(error.status)
}
