import { ApiError } from './api-client'

/** True when a call failed because there is no (valid) session for it: 401 or 403. */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}
