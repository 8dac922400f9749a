// Questionnaires before consultations (PHQ-9, GAD-7): every Portuguese string of the feature — API
// refusals, the safety alert's email, the professional's and the patient's screens. The instruments' own
// wording is not here: it lives, word for word as published, in packages/shared/src/instruments.

export const QUESTIONNAIRE_SCHEDULE_LABELS = {
  ONCE: 'Uma vez, antes da próxima consulta',
  EVERY_SESSION: 'Antes de todas as consultas',
  EVERY_N_SESSIONS: 'A cada N consultas',
} as const

export const questionnaireTexts = {
  // Validation and API refusals
  invalidId: 'Identificador inválido.',
  instrumentRequired: 'Escolha o questionário.',
  scheduleRequired: 'Escolha quando o questionário é enviado.',
  everyNInvalid: 'Informe de quantas em quantas consultas (de 2 a 12).',
  answersIncomplete: 'Responda a todas as perguntas.',
  patientNotFound: 'Paciente não encontrado.',
  alreadyRunning: 'Este questionário já está programado para este paciente: encerre o atual antes de programar outro.',
  assignmentNotFound: 'Questionário não encontrado.',
  questionnaireNotOpen: 'Este questionário não está aberto: ele fecha quando a consulta começa.',
  alreadyAnswered: 'Você já respondeu a este questionário.',
  alertNotFound: 'Alerta não encontrado.',
  sharedRequired: 'Diga se o histórico fica visível para o paciente.',
  actionError: 'Não foi possível concluir. Tente novamente.',
  answerError: 'Não foi possível enviar as respostas. Tente novamente.',

  // The professional's alert email: never the answers, never the patient's name (decision 095).
  alertEmailSubject: 'Acolhe: um questionário pede a sua atenção',
  alertEmailTitle: 'Um questionário pede a sua atenção',
  alertEmailBody:
    'Um paciente respondeu, antes de uma consulta com você, a um questionário com uma resposta que pede atenção. Por segurança, o conteúdo não vai por email: entre no Acolhe para ver o alerta.',
  alertEmailButton: 'Abrir o Acolhe',

  // The reminder's line to the patient
  reminderLine: 'Antes da consulta, responda ao questionário que o seu profissional pediu (leva cerca de 2 minutos):',
  reminderLabel: 'Responder ao questionário',

  // Shared by the screens
  screeningNotice:
    'Estes questionários são instrumentos de rastreio: ajudam a acompanhar sintomas ao longo do tempo e não são um diagnóstico. Só o profissional que os pediu vê as respostas.',
  instrumentName: (shortName: string) => shortName,
  scoreLine: (score: number, max: number, band: string) => `${score} de ${max} — ${band}`,
  noticeTitle: 'Fonte e direitos',

  // Professional: the patient's questionnaires page
  navLabel: 'Questionários',
  pageTitle: (name: string) => `Questionários de ${name}`,
  back: 'Voltar à agenda',
  assignTitle: 'Programar questionário',
  instrumentLabel: 'Questionário',
  scheduleLabel: 'Quando enviar',
  everyNLabel: 'A cada quantas consultas',
  assignButton: 'Programar',
  assigned: 'Questionário programado: o paciente recebe o link com o lembrete da consulta.',
  assignmentsTitle: 'Programados',
  noAssignments: 'Nenhum questionário programado.',
  scheduleEveryN: (n: number) => `A cada ${n} consultas`,
  since: (date: string) => `desde ${date}`,
  stoppedOn: (date: string) => `encerrado em ${date}`,
  stop: 'Encerrar',
  stopLabel: (name: string) => `Encerrar ${name}`,
  stopped: 'Questionário encerrado: nada mais será enviado.',
  resultsTitle: 'Respostas',
  noResults: 'Nenhuma resposta ainda.',
  chartTitle: (name: string) => `${name} ao longo do tempo`,
  chartLabel: (name: string, count: number) => `Gráfico das pontuações do ${name}: ${count} ${count === 1 ? 'resposta' : 'respostas'}`,
  chartSessionsLegend: 'Traços na base: consultas',
  sessionOf: (date: string) => `Consulta de ${date}`,
  stateOpen: 'Aguardando resposta',
  stateExpired: 'Não respondido (fechou no início da consulta)',
  answeredAt: (date: string) => `Respondido em ${date}`,
  showAnswers: 'Ver respostas',
  hideAnswers: 'Ocultar respostas',
  riskBadge: 'Alerta de segurança',
  unreadable: 'Respostas ilegíveis: a chave que as cifrou não está configurada.',
  shareTitle: 'O que o paciente vê',
  shareIntro: 'Por padrão, o paciente não vê as pontuações. Ligue para mostrar a ele o próprio histórico deste questionário (pontuações, faixas e gráfico; nunca as respostas item a item).',
  shareLabel: (name: string) => `Mostrar ao paciente o histórico do ${name}`,
  sharedOn: (name: string) => `O paciente agora vê o histórico do ${name}.`,
  sharedOff: (name: string) => `O paciente não vê mais o histórico do ${name}.`,

  // Professional: the agenda
  cardScore: (name: string, score: number, band: string) => `${name}: ${score} (${band})`,
  cardRisk: 'Alerta de segurança no questionário',
  cardLink: 'Questionários',
  alertsTitle: 'Alertas de questionários',
  alertLine: (name: string, instrument: string, session: string) =>
    `${name} marcou, no ${instrument} da consulta de ${session}, pensamentos de se ferir ou de que seria melhor estar morto/a (item 9).`,
  alertContactRequested: 'O paciente pediu para conversar com você antes da consulta.',
  alertEmailSent: (when: string) => `Email enviado em ${when}.`,
  alertEmailPending: 'Email na fila de envio.',
  alertOpen: 'Ver questionários',
  alertMarkRead: 'Marcar como lido',
  alertMarkedRead: 'Alerta marcado como lido.',
  patientFallback: 'Paciente',

  // Patient: answering
  patientTitle: 'Questionários',
  patientIntro: 'O seu profissional pediu que você responda antes da consulta. Leva cerca de 2 minutos.',
  noneOpen: 'Nenhum questionário para responder agora.',
  forSession: (professional: string, date: string) => `Para a consulta com ${professional} em ${date}`,
  closesAt: 'Fecha quando a consulta começar.',
  start: 'Responder',
  itemLabel: (number: number, count: number) => `Pergunta ${number} de ${count}`,
  submit: 'Enviar respostas',
  answerAll: 'Responda a todas as perguntas para enviar.',
  thanks: 'Obrigado! Suas respostas foram enviadas ao seu profissional.',
  crisisTitle: 'Você não está sozinho/a',
  crisisBody:
    'Você marcou que tem pensado em se ferir ou que seria melhor estar morto/a. Se você está em perigo agora, ligue para o SAMU no 192 ou vá ao pronto-socorro mais próximo. Para conversar com alguém agora, ligue para o CVV no 188 (24 horas, gratuito).',
  crisisProfessional: 'Avisamos o seu profissional que há um alerta neste questionário.',
  talkToProfessional: 'Quero conversar com meu profissional antes da consulta',
  historyTitle: 'Seu histórico',
  historyIntro: 'Os questionários cujo histórico o seu profissional escolheu mostrar a você.',
  historyNotice:
    'São instrumentos de rastreio: ajudam você e o seu profissional a acompanhar sintomas ao longo do tempo e não são um diagnóstico. Converse sobre eles na consulta.',
  historyOf: (instrument: string, professional: string) => `${instrument} — com ${professional}`,
  historyPoint: (date: string) => `Consulta de ${date}`,
  talkRequested: 'Pedido enviado: o seu profissional verá que você quer conversar antes da consulta.',
} as const
