// Words of Pix Automático for weekly series (decision 102): the API's refusals and the emails. Screen copy
// belongs to the web helper's ui text file.

export const pixAutomaticoTexts = {
  invalidFilter: 'Filtro inválido.',
  invalidTestAction: 'Ação de teste inválida.',
  notFound: 'Horário fixo não encontrado.',
  unavailable: 'O Pix Automático não está disponível no momento. Pague cada semana pelo pagamento normal.',
  seriesNotRunning: 'O Pix Automático só pode ser ativado em um horário fixo ativo.',
  alreadyActive: 'O Pix Automático já está ativo ou aguardando autorização neste horário fixo.',
  nothingToPayNow: 'Não há consulta a pagar agora neste horário fixo para ativar o Pix Automático. Tente na próxima semana.',
  notActive: 'O Pix Automático não está ativo neste horário fixo.',
  pspUnavailable: 'O banco não respondeu agora. Tente de novo em alguns minutos.',
  offerTitle: 'Pagar toda semana por Pix Automático',
  testSupportOff: 'Suporte de teste desligado.',
  nothingToDebit: 'Nenhuma cobrança aguardando nesta semana.',
}
