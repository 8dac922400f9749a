// Refusals of the accounts and access API (00-decisions.md "Accounts and access"), read by the person
// who tried; they say what to do without revealing whether another account exists.
export const apiErrorTexts = {
  invalidCredentials: 'Email e/ou senha inválida.',
  notLoggedIn: 'Você precisa entrar na sua conta para continuar.',
  forbidden: 'Você não tem permissão para esta ação.',
  patientBanned: 'Esta conta está bloqueada. Entre em contato com o suporte.',
  professionalBanned: 'Esta conta está bloqueada. Entre em contato com o suporte.',
  professionalNotAuthorized: 'Seu cadastro ainda está em análise. Você poderá usar esta área assim que for autorizado.',
  adminInactive: 'Esta conta de administrador está desativada.',
  adminEmailTaken: 'Já existe um administrador com este email.',
  emailUnavailable: 'Não foi possível criar a conta com este email. Se você já tem cadastro, entre ou recupere sua senha.',
  termsRequired: 'Você deve aceitar os termos de uso',
  // Generic answers of the error handler (plugins/error-handler.ts).
  notFound: 'Registro não encontrado.',
  routeNotFound: 'Recurso não encontrado.',
  invalidRequest: 'Requisição inválida.',
  unexpected: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  duplicate: 'Este registro já existe ou o horário acabou de ser ocupado.',
  tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  unsupportedMediaType: 'Formato de envio não suportado.',
  payloadTooLarge: 'O envio excede o tamanho permitido.',
  originNotAllowed: 'Origem da requisição não permitida.',
  databaseUnavailable: 'Banco de dados indisponível.',
} as const
