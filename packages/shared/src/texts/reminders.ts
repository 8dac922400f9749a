// The words of reminder links ('Confirmar presença', 'Não poderei ir'), of WhatsApp reminders and of the
// WhatsApp choice on the patient's profile (docs/product/consultation-lifecycle.md).

export const reminderTexts = {
  // In the reminder email, under the reminder.
  emailQuestion: 'Você vai conseguir comparecer? Responda com um clique:',
  confirmLabel: 'Confirmar presença',
  cancelLabel: 'Não poderei ir',
  emailLink: (label: string, url: string) => `${label}: ${url}`,

  // Refusals of the public link endpoint.
  linkInvalid: 'Este link não é válido. Use o link do lembrete mais recente ou entre na sua conta.',
  linkUsed: 'Este link já foi usado. Veja a situação da consulta em Minhas consultas.',
  linkExpired: 'Este link expirou. Veja a situação da consulta em Minhas consultas.',
  notConfirmable: 'Esta consulta não está mais agendada, por isso não pode ser confirmada.',

  // What the link did, as the server answers it.
  confirmedTitle: 'Presença confirmada',
  confirmedBody: (when: string) => `Obrigado! Avisamos que você vai à consulta de ${when}.`,
  cancelledTitle: 'Consulta cancelada',
  cancelledBody: (when: string) => `Sua consulta de ${when} foi cancelada e o horário foi liberado.`,
  refundReturned: (amount: string) => `${amount} voltaram como saldo na sua conta para uma próxima consulta.`,
  refundNone: 'Como faltavam menos de 24 horas, o valor pago não volta como saldo.',
  refundNotPaid: 'Nada havia sido pago por esta consulta.',

  // The page the links open (/lembrete/confirmar, /lembrete/cancelar).
  pageTitle: 'Lembrete de consulta',
  confirming: 'Confirmando sua presença…',
  cancelQuestionTitle: 'Não poderá ir à consulta?',
  cancelQuestion: 'Se cancelar, o horário fica livre para outra pessoa.',
  checkingMoney: 'Verificando o que acontece com o valor pago…',
  // What a cancellation now would do with the money, as the server answers before the click.
  previewSession: (when: string) => `Consulta de ${when}.`,
  previewRefund: (amount: string, until: string) => `Se cancelar agora, ${amount} voltam como saldo na sua conta: o cancelamento sem custo vai até ${until}.`,
  previewNoRefund: (amount: string, until: string) =>
    `O cancelamento sem custo terminou em ${until}: se cancelar agora, o valor pago (${amount}) não volta como saldo.`,
  previewNotPaid: 'Nada foi pago por esta consulta, então não há valor a devolver.',
  cancelButton: 'Cancelar consulta',
  cancelling: 'Cancelando…',
  failedTitle: 'Não foi possível usar este link',
  missingToken: 'O link está incompleto. Abra-o de novo a partir do lembrete.',
  seeSessions: 'Ver minhas consultas',

  // WhatsApp: the approved template's words (never the specialty, the professional or a diagnosis).
  // Sent two days before (decision 067): the day after tomorrow, in the template's words.
  whatsappDay: 'depois de amanhã',
  whatsappBody: (day: string, time: string) =>
    `Sua consulta de ${day} às ${time} está confirmada. Use os botões para confirmar presença ou avisar que não poderá ir. Responda PARAR para não receber mais lembretes por aqui.`,
  whatsappOptOutWord: 'PARAR',
  // Answers to the WhatsApp webhook (read by Meta's servers and whoever configures the channel).
  webhookVerifyRefused: 'Token de verificação inválido.',
  webhookSignatureInvalid: 'Assinatura inválida.',

  // The patient's profile.
  whatsappToggle: 'Receber lembretes por WhatsApp',
  whatsappToggleHelp: 'Enviamos os lembretes para o celular do seu cadastro, sem citar o tipo de atendimento. Responda PARAR a qualquer momento para desligar.',
  whatsappOptedInAt: (date: string, time: string) => `Ativado em ${date} às ${time}.`,
  whatsappOptedOutAt: (date: string, time: string) => `Desativado em ${date} às ${time}.`,
  whatsappNeedsPhone: 'Cadastre um número de celular em Meus dados para receber lembretes por WhatsApp.',
  whatsappUnavailable: 'Os lembretes por WhatsApp não estão disponíveis.',
  whatsappSaved: (enabled: boolean) => (enabled ? 'Lembretes por WhatsApp ativados.' : 'Lembretes por WhatsApp desativados.'),

  // The professional's session card.
  patientConfirmed: (date: string, time: string) => `Paciente confirmou presença em ${date} às ${time}`,
}
