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
  cpfRequired: 'Para autorizar o Pix Automático, cadastre seu CPF no seu perfil.',
  objeto: 'Consultas semanais Acolhe',
  chargeInfo: (when: string) => `Consulta do horário fixo em ${when}`,
  // Emails.
  bankCancelledSubject: 'Pix Automático cancelado: horário fixo pausado',
  bankCancelledTitle: 'Pix Automático cancelado no banco',
  bankCancelledPatient: (professional: string, weekly: string) =>
    `A autorização do Pix Automático do seu horário fixo com ${professional} (${weekly}) foi cancelada no aplicativo do seu banco. Pausamos o horário fixo: as consultas já reservadas continuam e cada uma deve ser paga pelo pagamento normal. Para voltar, retome o horário fixo e, se quiser, ative o Pix Automático de novo.`,
  bankCancelledProfessional: (patient: string, weekly: string) =>
    `${patient} cancelou no banco a autorização do Pix Automático do horário fixo (${weekly}). O horário fixo foi pausado; as consultas já reservadas continuam e são pagas pelo pagamento normal.`,
  debitFailedSubject: 'Não conseguimos debitar sua consulta pelo Pix Automático',
  debitFailedTitle: 'Pague esta consulta pelo pagamento normal',
  debitFailedBody: (when: string, payBy: string) =>
    `O débito do Pix Automático da sua consulta de ${when} não foi realizado, mesmo depois das novas tentativas. Pague pelo pagamento normal até ${payBy} para manter o horário; depois disso ele é liberado.`,
  activatedSubject: 'Pix Automático ativado',
  activatedTitle: 'Pix Automático ativado',
  activatedBody: (professional: string, weekly: string, cap: string) =>
    `Seu horário fixo com ${professional} (${weekly}) passa a ser pago por Pix Automático: até ${cap} por semana, debitados alguns dias antes de cada consulta. Semanas canceladas no prazo sem custo não são cobradas.`,
  testSupportOff: 'Suporte de teste desligado.',
  nothingToDebit: 'Nenhuma cobrança aguardando nesta semana.',
}
