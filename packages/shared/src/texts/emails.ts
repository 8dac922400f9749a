// Text of the emails Acolhe sends (Brazilian Portuguese). One place, so the words can be reviewed.
export const emailTexts = {
  footer: 'Acolhe — consultas de saúde mental. A Acolhe não é serviço de emergência: em crise, ligue 188 (CVV) ou 192 (SAMU).',
  recoverySubject: 'Seu código para redefinir a senha',
  recoveryTitle: 'Redefinição de senha',
  greeting: (name: string | null) => (name ? `Olá, ${name}!` : 'Olá!'),
  recoveryBody: (code: string) => `Use o código ${code} para criar uma nova senha na Acolhe.`,
  recoveryValidity: 'O código vale por 15 minutos e pode ser tentado até 5 vezes.',
  recoveryAction: 'Digitar o código',
  recoveryNote: 'Se você não pediu para redefinir a senha, ignore este email: sua senha continua a mesma.',
  welcomeSubject: 'Boas-vindas à Acolhe',
  welcomeTitle: 'Sua conta está pronta',
  welcomeBody: 'Que bom ter você por aqui. Na Acolhe você escolhe um psicólogo ou psiquiatra, marca o dia e o horário e faz a consulta online ou presencialmente.',
  welcomeIncomplete: 'Para agendar, complete seus dados (nome, data de nascimento e telefone) na primeira vez que entrar.',
  welcomeAction: 'Agendar uma consulta',
  welcomeNote: 'A Acolhe não é serviço de emergência. Em crise, ligue 188 (CVV) ou 192 (SAMU).',
  passwordChangedSubject: 'Sua senha foi alterada',
  passwordChangedTitle: 'Senha alterada',
  passwordChangedBody: 'A senha da sua conta na Acolhe acabou de ser alterada e todas as sessões abertas foram encerradas.',
  passwordChangedNote: 'Se não foi você, redefina a senha agora e fale com o suporte.',

  // Consultations (decision 006). Days and hours are worded by dateTimeFor (format/zoned-time.ts): the
  // patient's zone with Brasília beside it, Brasília time labelled for everyone else.
  online: (url: string) => `Consulta online. Entre pelo link: ${url}`,
  onlinePending: 'Consulta online. O link da chamada aparece na sua página inicial.',
  inPerson: (place: string) => `Consulta presencial em ${place}.`,
  policy: 'Você pode editar ou cancelar a consulta na sua página inicial. O cancelamento é gratuito até 24 horas antes do início, uma vez por consulta, com o valor devolvido como saldo; depois disso, o cancelamento não devolve o valor.',
  seeSessionsPatient: 'Ver minhas consultas',
  seeSessionsProfessional: 'Ver minha agenda',
  calendarNote: 'O convite em anexo (.ics) adiciona a consulta à sua agenda e é atualizado se ela mudar.',
  eventSummaryPatient: (professional: string) => `Consulta com ${professional} — Acolhe`,
  eventSummaryProfessional: (patient: string) => `Consulta com ${patient} — Acolhe`,

  confirmedSubject: (date: string, time: string) => `Consulta confirmada: ${date} às ${time}`,
  confirmedTitle: 'Sua consulta está confirmada',
  confirmedPatient: (professional: string, when: string) => `Sua consulta com ${professional} está confirmada para ${when}.`,
  confirmedProfessionalSubject: (date: string, time: string) => `Nova consulta confirmada: ${date} às ${time}`,
  confirmedProfessionalTitle: 'Nova consulta na sua agenda',
  confirmedProfessional: (patient: string, when: string) => `${patient} confirmou uma consulta com você para ${when}.`,

  rescheduledSubject: (date: string, time: string) => `Consulta remarcada para ${date} às ${time}`,
  rescheduledTitle: 'Consulta remarcada',
  rescheduledPatient: (professional: string, when: string) => `Sua consulta com ${professional} foi remarcada para ${when}.`,
  rescheduledProfessional: (patient: string, when: string) => `A consulta com ${patient} foi remarcada para ${when}.`,

  modalitySubject: 'Modalidade da consulta alterada',
  modalityTitle: 'Modalidade alterada',
  modalityPatient: (professional: string, when: string) => `A modalidade da sua consulta com ${professional} em ${when} foi alterada.`,
  modalityProfessional: (patient: string, when: string) => `A modalidade da consulta com ${patient} em ${when} foi alterada.`,

  cancelledSubject: (date: string, time: string) => `Consulta cancelada: ${date} às ${time}`,
  cancelledTitle: 'Consulta cancelada',
  cancelledBy: { patient: 'pelo paciente', professional: 'pelo profissional', admin: 'pela administração da Acolhe' },
  cancelledPatient: (professional: string, when: string, by: string) => `A consulta com ${professional} em ${when} foi cancelada ${by}.`,
  cancelledProfessional: (patient: string, when: string, by: string) => `A consulta com ${patient} em ${when} foi cancelada ${by}. O horário voltou a ficar disponível.`,
  refundReturned: (amount: string) => `O valor de ${amount} voltou para o seu saldo na Acolhe e pode ser usado na próxima consulta.`,
  refundNone: 'Como o cancelamento aconteceu com menos de 24 horas de antecedência, o valor não foi devolvido como saldo.',
  refundNotPaid: 'Como a consulta não estava paga, não há valor a devolver.',
  refundAlreadyReturned: 'Não há valor a devolver agora: o que foi pago por esta consulta já tinha voltado para o seu saldo.',

  paymentRefusedSubject: 'Pagamento recusado',
  paymentRefusedTitle: 'Não conseguimos confirmar o pagamento',
  paymentRefusedBody: (professional: string, when: string) =>
    `O pagamento da consulta com ${professional} em ${when} foi recusado. O horário fica reservado até o fim do prazo de pagamento: tente de novo pela sua página inicial, em "Realizar pagamento".`,

  holdExpiredSubject: 'Reserva de horário expirada',
  holdExpiredTitle: 'O horário reservado foi liberado',
  holdExpiredBody: (professional: string, when: string) =>
    `A consulta com ${professional} em ${when} não foi paga dentro do prazo, então a reserva expirou e o horário voltou a ficar disponível. Nenhum valor foi cobrado. Se ainda quiser a consulta, agende novamente pela sua página inicial.`,

  reminderSubject: (hours: string, date: string, time: string) => `Lembrete: consulta ${hours} (${date} às ${time})`,
  reminderIn: { '48h': 'em 2 dias', '1h': 'em 1 hora' },
  // The confirm/cancel reminder leaves while the free cancellation is still open, and says until when.
  reminderFreeCancellation: (until: string) =>
    `Se não puder ir, cancele sem custo até ${until}: o valor pago volta como saldo na sua conta. Depois disso, o cancelamento não devolve o valor.`,
  reminderTitle: 'Lembrete de consulta',
  reminderPatient: (professional: string, when: string) => `Lembrete: você tem consulta com ${professional} ${when}.`,
  reminderProfessional: (patient: string, when: string) => `Lembrete: você tem consulta com ${patient} ${when}.`,
  reminderOptOut: 'Você pode desligar os lembretes na página Meus dados.',

  authorizedSubject: 'Seu cadastro foi autorizado',
  authorizedTitle: 'Bem-vindo(a) à Acolhe',
  authorizedBody: 'Seu cadastro profissional foi autorizado. Já é possível publicar sua disponibilidade e receber consultas.',
  deauthorizedSubject: 'Seu cadastro foi suspenso',
  deauthorizedTitle: 'Cadastro suspenso',
  deauthorizedBody: 'Seu cadastro profissional foi suspenso pela administração da Acolhe. Entre em contato com o suporte para saber mais.',
  bannedSubject: 'Sua conta foi desativada',
  bannedTitle: 'Conta desativada',
  bannedBody: 'Sua conta na Acolhe foi desativada pela administração. Entre em contato com o suporte para saber mais.',
  reactivatedSubject: 'Sua conta foi reativada',
  reactivatedTitle: 'Conta reativada',
  reactivatedBody: 'Sua conta na Acolhe foi reativada. Você já pode entrar e agendar consultas.',
  goToLogin: 'Entrar na Acolhe',

  // A professional created by an admin (decision 013): no password is ever sent, they create their own.
  credentialsChangedSubject: (name: string) => `${name} alterou dados verificados: confira antes de autorizar de novo`,
  credentialsChangedTitle: 'Dados verificados alterados',
  credentialsChangedBody: (name: string, email: string, fields: string) =>
    `${name} (${email}) alterou ${fields} depois de ter sido autorizado(a). O cadastro voltou para ` +
    '“aguardando autorização” e não recebe novos agendamentos até a administração conferir os novos dados e autorizar de novo.',
  credentialsChangedAction: 'Conferir o cadastro',
  credentialFieldLabels: { cpfOrCnpj: 'CPF/CNPJ', crmOrCrp: 'CRP/CRM', documentState: 'UF do registro', rqe: 'RQE', crpPj: 'CRP PJ', postgraduateArea: 'Área da pós-graduação' },
  professionalInviteSubject: 'Seu cadastro profissional na Acolhe foi criado',
  professionalInviteTitle: 'Bem-vindo(a) à Acolhe',
  professionalInviteBody: 'A equipe da Acolhe criou seu cadastro profissional com este email, e ele já está autorizado.',
  professionalInviteSteps: 'Para entrar, crie sua senha: abra o link abaixo, informe este email e digite o código de 6 dígitos que enviaremos. Depois, publique sua disponibilidade para receber consultas.',
  professionalInviteAction: 'Criar minha senha',
  professionalInviteNote: 'A Acolhe nunca envia senhas por email. Se você não esperava este cadastro, fale com o suporte.',
} as const
