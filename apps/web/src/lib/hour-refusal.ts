import type { ErrorCode } from '@acolhe/shared/api/error-code-list'
import { ApiError } from './api-client'

// The refusals of a booking that mean "this hour is no longer yours to take" (taken meanwhile, your own
// session at that hour, or no longer offered): the person picks another hour. Read from the server's
// `code`, never from its sentence.
const HOUR_REFUSALS: readonly ErrorCode[] = ['HOUR_TAKEN', 'PATIENT_BUSY', 'HOUR_NOT_OFFERED', 'DUPLICATE']

export function isHourRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code !== null && HOUR_REFUSALS.includes(error.code)
}
