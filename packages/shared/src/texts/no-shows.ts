// Absences from a consultation ('Paciente não compareceu', 'Profissional não compareceu'): the server's
// refusals, the buttons and confirmation of the cards, the line the patient's card shows and the emails.

export const noShowTexts = {
  // Refusals of PATCH /session/{id}/no-show
  invalidAbsent: 'Informe quem não compareceu.',
  notYet: 'A ausência só pode ser registrada depois que termina o horário de início da consulta (50 minutos após o início).',
  wrongStatus: 'Só é possível registrar ausência em uma consulta confirmada ou em andamento.',
  professionalMarksPatientOnly: 'O profissional registra apenas a ausência do paciente. Se você não pôde comparecer, fale com o suporte.',
  viaNoShowAction: "Para registrar uma ausência use 'Registrar ausência', que aplica as regras de cobrança e devolução.",

  // Buttons and confirmation (professional's card, admin's session)
  markPatient: 'Paciente não compareceu',
  markProfessional: 'Profissional não compareceu',
  confirmPatientTitle: 'Registrar que o paciente não compareceu?',
  confirmPatientBody: 'A consulta fica registrada como falta do paciente e continua cobrada. O paciente é avisado por e-mail. Não é possível desfazer.',
  confirmProfessionalTitle: 'Registrar que o profissional não compareceu?',
  confirmProfessionalBody: (amount: string | null) =>
    amount
      ? `A consulta fica registrada como falta do profissional e ${amount} voltam ao saldo do paciente. Os dois são avisados por e-mail.`
      : 'A consulta fica registrada como falta do profissional. Os dois são avisados por e-mail.',
  confirm: 'Registrar ausência',
  back: 'Voltar',
  marked: 'Ausência registrada.',
  adminSection: 'Ausência',
  adminSectionHint: 'Depois do horário da consulta, registre quem não compareceu.',

  // The outcome on the cards
  patientAbsentForPatient: 'Você não compareceu a esta consulta; o valor pago não é devolvido.',
  patientAbsentForOthers: 'O paciente não compareceu; a consulta continua cobrada.',
  professionalAbsentRefunded: (amount: string) => `O profissional não compareceu. ${amount} voltaram para o seu saldo.`,
  professionalAbsentForOthers: (amount: string) => `O profissional não compareceu. ${amount} foram devolvidos ao saldo do paciente.`,
  professionalAbsentNothingToReturn: 'O profissional não compareceu.',

  // Admin dashboard
  dashboardPatientNoShows: 'Faltas de pacientes',
  dashboardProfessionalNoShows: 'Faltas de profissionais',

  // Emails
  patientAbsentSubject: (date: string, time: string) => `Ausência registrada na consulta de ${date} às ${time}`,
  patientAbsentTitle: 'Ausência do paciente registrada',
  patientAbsentToPatient: (professional: string, when: string) =>
    `Sua consulta com ${professional} em ${when} foi registrada como não comparecimento. Pela nossa política, o valor pago não é devolvido.`,
  patientAbsentToProfessional: (patient: string, when: string) =>
    `A consulta com ${patient} em ${when} foi registrada como não comparecimento do paciente. Ela conta nos seus ganhos como uma consulta realizada.`,
  professionalAbsentSubject: (date: string, time: string) => `Consulta de ${date} às ${time}: o profissional não compareceu`,
  professionalAbsentTitle: 'Ausência do profissional registrada',
  professionalAbsentToPatient: (professional: string, when: string) =>
    `Registramos que ${professional} não compareceu à sua consulta de ${when}. Sentimos muito pelo transtorno.`,
  refundToBalance: (amount: string) => `Devolvemos ${amount} ao seu saldo na Acolhe; ele é usado automaticamente no pagamento da sua próxima consulta.`,
  nothingToReturn: 'Esta consulta não tinha valor a devolver.',
  professionalAbsentToProfessional: (patient: string, when: string) =>
    `A consulta com ${patient} em ${when} foi registrada como não comparecimento seu. O valor foi devolvido ao paciente e a consulta não entra nos seus ganhos. Se houve um engano, fale com o suporte.`,
} as const
