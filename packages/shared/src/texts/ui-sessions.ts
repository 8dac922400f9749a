// Screen copy of the consultation lists (/home, /profissional/home), the session cards and their modals
// (docs/product/consultation-lifecycle.md, docs/product/money-and-balance.md).
export const uiSessionsTexts = {
  patientTitle: 'Minhas consultas',
  professionalTitle: 'Minhas consultas',
  greeting: (name: string) => `Olá, ${name}!`,
  newBooking: 'Agendar uma nova consulta',
  tabsLabel: 'Filtrar consultas',
  tabToday: 'Hoje',
  tabUpcoming: 'Próximas',
  tabAll: 'Todas',
  pagesLabel: 'Páginas de consultas',
  loadError: 'Erro no carregamento das consultas!',
  emptyTitle: 'Nenhum resultado encontrado',
  emptyBody: 'Não há consultas',
  emptyCreate: 'Agende sua primeira consulta',
  // An empty tab of someone who has consultations in another one: not a first-booking invitation.
  emptyToday: 'Nenhuma consulta hoje.',
  emptyUpcoming: 'Nenhuma consulta à frente.',
  emptySeeAll: 'Ver todas as consultas',

  // Card
  // The professional's name as the patient reads it (format/professional-name.ts).
  doctorFemale: (name: string) => `Dra. ${name}`,
  doctorMale: (name: string) => `Dr. ${name}`,
  withCouncil: (name: string, council: string) => `${name} · ${council}`,
  council: (isPsychologist: boolean, number: string) => `${isPsychologist ? 'CRP' : 'CRM'} ${number}`,
  patientName: (name: string) => `Paciente: ${name}`,
  patientFallback: 'Paciente',
  typeLine: (label: string) => `Tipo: ${label}`,
  online: 'Online',
  inPerson: 'Presencial',
  statusLabel: 'Status',
  paymentLabel: 'Pagamento',
  start: 'Iniciar consulta',
  end: 'Finalizar consulta',
  access: 'Acessar Consulta',
  edit: 'Editar',
  pay: 'Realizar pagamento',
  bookReturn: 'Marcar retorno',
  /** On a consultation whose return is already booked (instead of the return button). */
  returnBooked: 'Retorno marcado',
  cancel: 'Cancelar consulta',
  receipt: 'Baixar recibo',
  accessHint: 'O link fica disponível quando o profissional iniciar a consulta.',
  accessOpensAt: (time: string) => `Disponível a partir de ${time}`,
  brasiliaTime: 'horário de Brasília',
  patientEmail: (email: string) => `Email: ${email}`,
  patientPhone: (phone: string) => `Telefone: ${phone}`,

  // Edit modal
  editTitle: 'Editar consulta',
  /** Under the edit dialog's title: which consultation it edits. */
  editWhich: (professional: string, when: string) => `Consulta com ${professional} — ${when}`,
  rescheduleSection: 'Remarcar data e horário',
  rescheduleSubmit: 'Salvar novo horário',
  rescheduleClosed: 'Esta consulta não pode mais ser remarcada.',
  rescheduled: 'Consulta remarcada com sucesso!',
  rescheduleError: 'Erro na atualização do agendamento da sessão',
  modalitySection: 'Modalidade',
  modalitySubmit: 'Salvar modalidade',
  modalityChanged: 'Modalidade atualizada com sucesso!',
  modalityError: 'Erro na atualização da modalidade da sessão',
  cancelHint: 'Não pode comparecer? Cancele e libere o horário.',

  // Cancel confirmation
  cancelTitle: 'Cancelar consulta',
  cancelIrreversible: 'Esta ação é irreversível: a consulta será cancelada e o horário liberado.',
  cancelRefund: (amount: string) => `Como faltam mais de 24 horas para o início, o valor pago (${amount}) voltará como saldo na sua conta.`,
  cancelNoRefund: 'Como faltam menos de 24 horas para o início, o valor pago não será devolvido.',
  cancelUnpaid: 'Nenhum pagamento foi feito para esta consulta, então não há valor a devolver.',
  cancelProfessionalRefund: 'O paciente receberá o valor pago integralmente como saldo na plataforma.',
  cancelConfirm: 'Sim, cancelar consulta',
  cancelKeep: 'Voltar',
  cancelled: 'Consulta cancelada com sucesso!',
  statusError: 'Erro na atualização dos status da sessão',

  // Payment modal
  payTitle: 'Pagar consulta',
  payServiceValue: 'Valor da consulta',
  payOperatingCost: 'Custo operacional',
  payBalance: 'Seu saldo',
  payTotal: 'Total',
  payDue: 'A pagar',
  /** Under the amount of an unpaid consultation (a series week included): its own deadline, not "now". */
  payBy: (when: string) => `Pagar até ${when}`,
  /** On the card of an unpaid consultation, beside 'Realizar pagamento'. */
  cardAmountDue: (amount: string, when: string) => `${amount} a pagar até ${when}`,
  payBalanceNote: 'Seu saldo é usado primeiro; o restante é pago pelo meio de pagamento.',
  payGo: 'Ir para o pagamento',
  payOpened: 'O pagamento foi aberto em uma nova aba. A consulta é confirmada assim que o pagamento for aprovado.',
  paidWithBalance: 'Consulta paga com o seu saldo e confirmada!',
  payRefused: 'O último pagamento foi recusado. Tente novamente.',

  // Return modal
  returnTitle: 'Marcar retorno',
  returnIntro: (titledName: string) => `Escolha o dia e o horário do retorno com ${titledName}.`,
  returnFree: 'O retorno não tem custo.',
  returnSubmit: 'Confirmar retorno',
  returnCreated: 'Retorno agendado com sucesso!',

  // Start / end
  started: 'Alterado status para iniciado com sucesso',
  ended: 'Alterado status para finalizado com sucesso',
  endConfirmTitle: 'Finalizar consulta?',
  endConfirmBody: 'A consulta será marcada como finalizada e não poderá ser retomada.',
  endConfirm: 'Finalizar',
  endKeep: 'Cancelar',
} as const
