// The professional's agenda extras (decision 027): calendar feed, earnings, week view, first-run checklist.

/** What the calendar feed writes into the professional's calendar app, and its refusal. */
export const calendarFeedApiTexts = {
  feedNotFound: 'Link de calendário inválido ou revogado. Gere um novo link no Acolhe.',
  calendarName: 'Acolhe — consultas',
  eventSummary: (patientFirstName: string) => `Consulta com ${patientFirstName}`,
  online: 'Online',
  onlineWithLink: (url: string) => `Online: ${url}`,
  inPerson: (place: string) => `Presencial: ${place}`,
  finished: 'Consulta finalizada.',
} as const

/** The first-run checklist on the professional's home. */
export const onboardingTexts = {
  title: 'Primeiros passos',
  intro: 'Conclua estes passos para que os pacientes encontrem você e possam agendar.',
  progress: (done: number, total: number) => `${done} de ${total} concluídos`,
  availability: 'Publicar sua disponibilidade',
  availabilityHint: 'Sem horários publicados você não aparece na lista de profissionais.',
  availabilityAction: 'Criar horário',
  profile: 'Completar seu perfil',
  profileHint: 'Adicione uma foto e uma breve descrição: é o que os pacientes veem ao escolher.',
  profileAction: 'Ir para o perfil',
  link: 'Copiar seu link de agendamento',
  linkHint: 'Compartilhe com seus pacientes: o link abre o agendamento já com você escolhido.',
  linkAction: 'Copiar meu link',
  done: 'Concluído',
  pending: 'Pendente',
  listed: 'Você já aparece na lista pública de profissionais.',
  notListed: 'Você ainda não aparece na lista pública: publique sua disponibilidade.',
  loadError: 'Não foi possível carregar seus primeiros passos.',
} as const

/** The private calendar feed card. */
export const calendarFeedTexts = {
  title: 'Assinar no seu calendário',
  intro: 'Veja suas consultas no Google Agenda ou no Calendário da Apple por um link privado (só o primeiro nome do paciente aparece).',
  inactive: 'Nenhum link ativo.',
  active: (date: string) => `Link ativo, criado em ${date}.`,
  create: 'Gerar link',
  regenerate: 'Gerar novo link',
  revoke: 'Revogar link',
  newLinkLabel: 'Seu link de calendário',
  newLinkHint: 'Copie agora: por segurança ele não é mostrado de novo. Gerar um novo link desativa o anterior.',
  copy: 'Copiar link',
  created: 'Link de calendário gerado!',
  revoked: 'Link de calendário revogado.',
  error: 'Não foi possível alterar o link de calendário.',
  loadError: 'Não foi possível carregar o link de calendário.',
} as const

/** The earnings card. */
export const earningsTexts = {
  title: 'Ganhos por mês',
  intro: 'Consultas pagas e não canceladas, pelo mês da consulta (horário de Brasília).',
  month: 'Mês',
  consultations: 'Consultas pagas',
  gross: 'Valor bruto',
  costs: 'Custos operacionais',
  net: 'Valor do serviço',
  empty: 'Nenhuma consulta paga nos últimos 12 meses.',
  loadError: 'Não foi possível carregar seus ganhos.',
} as const

/** The agenda's week view on the professional's home. */
export const weekViewTexts = {
  viewLabel: 'Visualização da agenda',
  list: 'Lista',
  week: 'Semana',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  thisWeek: 'Esta semana',
  weekOf: (from: string, to: string) => `${from} a ${to}`,
  noSessions: 'Sem consultas',
  loadError: 'Não foi possível carregar a semana.',
} as const
