import type { ErrorCode } from '@acolhe/shared/api/error-code-list'
import { AppError } from '../../../lib/errors'

/**
 * Why a rule says no: the HTTP status, the code programs read and the Portuguese sentence. The policy
 * answers refusals as values (so the same rule can both refuse a request and hide a button) and the
 * services throw them.
 */
export type Refusal = { status: 403 | 422; code: ErrorCode; message: string }

export const refuse = (status: Refusal['status'], code: ErrorCode, message: string): Refusal => ({ status, code, message })

/** Throws the refusal as the API's error (the error handler turns it into `{ message, code }`). */
export function throwIfRefused(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.status, refusal.message, refusal.code)
}
