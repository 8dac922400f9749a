// The waitlist screens ('Avise-me quando abrir', decision 041): the wizard's join dialog, the list on the
// patient's home and the offer page the email opens.

const WEEK_DAYS_PLURAL = ['Domingos', 'Segundas', 'Terças', 'Quartas', 'Quintas', 'Sextas', 'Sábados'] as const
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`

export const uiWaitlistTexts = {
  // The wizard (step 2)
  fullPrompt: 'A agenda deste profissional está cheia nas próximas semanas.',
  otherHourPrompt: 'Não encontrou o dia e horário que queria?',
  joinButton: 'Avise-me quando abrir',
  dialogTitle: 'Avise-me quando abrir',
  dialogIntro: (holdHours: number) =>
    `Quando um horário abrir, avisamos por e-mail a primeira pessoa da lista e guardamos o horário para ela por ${holdHours} horas.`,
  whenLabel: 'Qual horário você espera?',
  anyHour: 'Qualquer horário',
  weeklyHour: (weekDay: number, hour: number) => `${WEEK_DAYS_PLURAL[weekDay] ?? ''} às ${hh(hour)}`,
  modalityLabel: 'Modalidade',
  modalities: { ANY: 'Tanto faz', ONLINE: 'Online', IN_PERSON: 'Presencial' },
  submit: 'Entrar na lista',
  cancel: 'Cancelar',
  joined: 'Pronto! Você está na lista de espera e receberá um e-mail quando o horário abrir.',
  joinError: 'Não foi possível entrar na lista de espera. Tente novamente.',
  loginNeeded: 'Entre na sua conta para entrar na lista de espera.',
  loginAction: 'Entrar',
  signUpAction: 'Criar conta',

  // The patient's home
  cardTitle: 'Lista de espera',
  cardCount: (count: number, max: number) => `${count} de ${max}`,
  waitingFor: (weekDay: number | null, hour: number | null) =>
    weekDay === null || hour === null ? 'Qualquer horário' : `${WEEK_DAYS_PLURAL[weekDay] ?? ''} às ${hh(hour)}`,
  waiting: 'Aguardando um horário abrir',
  heldUntil: (when: string) => `Abriu um horário! Guardado para você até ${when}.`,
  offeredHour: (when: string) => `Horário: ${when}`,
  seeOffer: 'Agendar o horário',
  leave: 'Sair da lista',
  leaveConfirmTitle: 'Sair da lista de espera?',
  leaveConfirmBody: 'Você não será mais avisado dos horários deste profissional. Um horário guardado para você passa para a próxima pessoa.',
  leaveConfirm: 'Sair da lista',
  left: 'Você saiu da lista de espera.',
  leaveError: 'Não foi possível sair da lista de espera. Tente novamente.',

  // The offer page
  offerPageTitle: 'Horário da lista de espera',
  offerTitle: 'Abriu um horário para você',
  offerIntro: (professional: string) => `Um horário com ${professional} ficou livre e você é a primeira pessoa da lista.`,
  offerWhen: 'Data e horário (Brasília)',
  offerHeldUntil: (when: string) => `Guardado só para você até ${when}. Depois disso, passa para a próxima pessoa da lista.`,
  offerBook: 'Agendar este horário',
  offerBooked: 'Você já agendou este horário. Veja a consulta na sua página inicial.',
  offerExpired: 'O prazo para agendar este horário terminou e ele passou para a próxima pessoa da lista. Você continua na lista para os próximos horários.',
  offerReleased: 'Você saiu da lista de espera e este horário passou para a próxima pessoa.',
  offerEndedTitle: 'Esta oferta terminou',
  goHome: 'Ir para a página inicial',
}
