// 'Fale conosco' and the support inbox: what the API answers, in Portuguese.
export const supportTexts = {
  nameRequired: 'Informe seu nome (mínimo 2 caracteres)',
  nameMax: 'Nome muito longo (máximo 120 caracteres)',
  messageMin: 'Escreva sua mensagem (mínimo 10 caracteres)',
  messageMax: 'Mensagem muito longa (máximo 4.000 caracteres)',
  invalidState: 'Situação inválida.',
  messageNotFound: 'Mensagem não encontrada.',
} as const
