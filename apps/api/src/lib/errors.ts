// Typed domain errors; the error-handler plugin maps each to its HTTP status and `{ message, code }`.
// Messages are Portuguese because they reach the user; defaults come from the shared texts. The code is
// what programs read (docs/decisions/023-session-policy-and-error-codes.md).
import type { ErrorAnswer } from '@acolhe/shared/api/error-codes'
import type { ErrorCode } from '@acolhe/shared/api/error-code-list'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    /** Fields a program needs besides the code (e.g. the consent version to accept), sent as they are. */
    readonly details: Omit<ErrorAnswer, 'message' | 'code'> = {},
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code: ErrorCode = 'VALIDATION') {
    super(400, message, code)
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message: string = t.notLoggedIn, code: ErrorCode = 'UNAUTHENTICATED') {
    super(401, message, code)
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = t.forbidden, code: ErrorCode = 'FORBIDDEN') {
    super(403, message, code)
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = t.notFound, code: ErrorCode = 'NOT_FOUND') {
    super(404, message, code)
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, message, code)
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string, code: ErrorCode = 'UNPROCESSABLE') {
    super(422, message, code)
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string = t.tooManyRequests) {
    super(429, message, 'TOO_MANY_REQUESTS')
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string = t.payloadTooLarge) {
    super(413, message, 'PAYLOAD_TOO_LARGE')
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string = t.unsupportedMediaType) {
    super(415, message, 'UNSUPPORTED_MEDIA_TYPE')
  }
}
