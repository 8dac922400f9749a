export const directoryTexts = {
  invalidType: 'Tipo de profissional inválido.',
  searchTooLong: 'A pesquisa deve ter no máximo 100 caracteres.',
  invalidPage: 'Página inválida.',
  invalidLimit: 'Limite inválido.',
  professionalNotFound: 'Profissional não encontrado.',
  serviceNotFound: 'Serviço não encontrado.',
} as const
