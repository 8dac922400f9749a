// Withdrawing a professional's authorization with consultations still ahead (decision 026).

/** Refusals of the API. */
export const suspensionApiTexts = {
  choiceRequired: (count: number) =>
    `Este profissional tem ${count === 1 ? '1 consulta futura' : `${count} consultas futuras`}. Escolha se elas serão canceladas (com reembolso integral aos pacientes) ou mantidas.`,
} as const

/** The admin's confirmation dialog on /admin/profissionais. */
export const suspensionUiTexts = {
  title: 'Desautorizar profissional',
  loading: 'Verificando as consultas futuras…',
  loadError: 'Não foi possível verificar as consultas futuras. Tente novamente.',
  noFutureSessions: 'Este profissional não tem consultas futuras.',
  futureSessions: (count: number) =>
    count === 1 ? 'Este profissional tem 1 consulta futura agendada.' : `Este profissional tem ${count} consultas futuras agendadas.`,
  choiceLabel: 'O que fazer com essas consultas?',
  cancelChoice: 'Cancelar e reembolsar',
  cancelChoiceDescription: 'Cada paciente recebe o valor pago integralmente como saldo e é avisado por email.',
  keepChoice: 'Manter as consultas',
  keepChoiceDescription: 'O profissional continua vendo e realizando essas consultas até o fim, mesmo suspenso.',
  cancelledSessions: (count: number) => (count === 1 ? '1 consulta cancelada e reembolsada.' : `${count} consultas canceladas e reembolsadas.`),
} as const

/** The suspended professional's page: the consultations an admin kept for them to run. */
export const suspendedAgendaTexts = {
  title: 'Suas consultas',
  body: 'Enquanto o acesso está suspenso, você ainda vê e realiza as consultas que foram mantidas, até o fim de cada uma.',
} as const
