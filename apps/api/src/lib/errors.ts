// Typed domain errors; the error-handler plugin maps each to its HTTP status.
// Messages are Portuguese because they reach the user as `{ message }`; defaults come from the shared texts.
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message)
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message: string = t.notLoggedIn) {
    super(401, message)
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = t.forbidden) {
    super(403, message)
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = t.notFound) {
    super(404, message)
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message)
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message)
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string = t.tooManyRequests) {
    super(429, message)
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string = t.payloadTooLarge) {
    super(413, message)
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string = t.unsupportedMediaType) {
    super(415, message)
  }
}
