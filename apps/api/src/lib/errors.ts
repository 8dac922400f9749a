// Typed domain errors; the error-handler plugin maps each to its HTTP status.
// Messages are Portuguese because they reach the user as `{ message }`.

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
  constructor(message = 'Você precisa entrar na sua conta para continuar.') {
    super(401, message)
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Você não tem permissão para esta ação.') {
    super(403, message)
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Registro não encontrado.') {
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
  constructor(message = 'Muitas tentativas. Aguarde um minuto e tente novamente.') {
    super(429, message)
  }
}
