// Words of the weekly series ('Horário fixo', docs/decisions/040-weekly-series.md): the API's refusals and
// the series emails. The screens' words are in ui-series.ts.
const WEEKLY = ['todo domingo', 'toda segunda-feira', 'toda terça-feira', 'toda quarta-feira', 'toda quinta-feira', 'toda sexta-feira', 'todo sábado']

export const seriesTexts = {
  invalidWeeks: 'Duração do horário fixo inválida.',
  invalidStatus: 'Situação do horário fixo inválida.',
  invalidFilter: 'Filtro inválido.',
  lengthNotAllowed: 'Escolha por quantas semanas repetir: 4, 8, 12 ou sem data para terminar.',
  seriesNotFound: 'Horário fixo não encontrado.',
  tooManySeries: 'Você já tem o número máximo de horários fixos. Encerre um deles antes de criar outro.',
  notActive: 'Este horário fixo não está ativo.',
  notPaused: 'Este horário fixo não está pausado.',
  alreadyEnded: 'Este horário fixo já foi encerrado.',
  moveNothingAhead: 'Não há consultas à frente neste horário fixo para mudar de horário.',
  moveSameHour: 'Escolha um horário diferente do atual.',
  moveConflict: (dates: string[]) =>
    `Não foi possível mudar o horário fixo: ${dates.length === 1 ? 'a data' : 'as datas'} ${dates.join(', ')} não ${dates.length === 1 ? 'está livre' : 'estão livres'} no novo horário. Nada foi alterado; escolha outro horário.`,
  returnsNotInSeries: 'O horário fixo é para consultas normais.',

  // Emails.
  createdSubject: 'Seu horário fixo foi criado',
  createdTitle: 'Horário fixo criado',
  createdBody: (professional: string, weekly: string) => `Seu horário fixo com ${professional} ficou ${weekly}. Estas consultas já estão reservadas:`,
  createdPayRule: (hours: number) =>
    `Cada consulta é paga separadamente, com seu saldo primeiro e depois no pagamento online, até ${hours} horas antes do início. A primeira você paga agora; as demais aparecem em "Realizar pagamento" na sua página inicial.`,
  createdSkippedIntro: 'Estas semanas ficaram sem consulta:',
  createdNoSkips: 'Nenhuma semana ficou de fora.',
  /** 'toda terça-feira às 19:00' — weekDay 0 = Sunday. */
  weekly: (weekDay: number, time: string) => `${WEEKLY[weekDay] ?? ''} às ${time}`,
  weeklyAt: (weekDay: number, time: string) => `${WEEKLY[weekDay] ?? ''} às ${time} (horário de Brasília)`,
  occurrenceLine: (when: string) => `• ${when}`,
  skipLine: (when: string, reason: string) => `• ${when}: ${reason}`,
  action: 'Ver minhas consultas',
  newWeekSubject: 'Nova consulta do seu horário fixo',
  newWeekTitle: 'Mais uma semana reservada',
  newWeekBody: (professional: string, when: string, payBy: string) =>
    `Reservamos sua consulta com ${professional} em ${when}, do seu horário fixo. Pague até ${payBy} para mantê-la; depois disso o horário é liberado.`,
  newWeekSkipped: (professional: string, when: string, reason: string) =>
    `A semana de ${when} do seu horário fixo com ${professional} ficou sem consulta: ${reason}.`,
  pausedSubject: 'Horário fixo pausado',
  pausedTitle: 'Horário fixo pausado por falta de pagamento',
  pausedPatient: (professional: string, weekly: string) =>
    `Duas consultas seguidas do seu horário fixo com ${professional} (${weekly}) não foram pagas a tempo e foram liberadas. Pausamos o horário fixo: nenhuma nova semana será reservada até você retomá-lo na sua página inicial.`,
  pausedProfessional: (patient: string, weekly: string) =>
    `Duas consultas seguidas do horário fixo de ${patient} (${weekly}) não foram pagas a tempo. O horário fixo foi pausado e não reservará novas semanas até o paciente retomá-lo.`,
  endedSubject: 'Horário fixo encerrado',
  endedTitle: 'Horário fixo encerrado',
  endedPatient: (professional: string, weekly: string, by: string) =>
    `Seu horário fixo com ${professional} (${weekly}) foi encerrado ${by}. As consultas futuras foram canceladas; o que você já tinha pago voltou como saldo, conforme as regras de cancelamento.`,
  endedByProfessional: 'pelo profissional',
  endedByAdmin: 'pela equipe da Acolhe',
  endedProfessional: (patient: string, weekly: string) =>
    `O horário fixo de ${patient} (${weekly}) foi encerrado. As consultas futuras foram canceladas.`,
}
