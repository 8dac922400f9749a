// Every Portuguese text of payments: API refusals, the late-payment email, the receipt PDF and the
// local checkout page. The two checkout fallbacks are what the web shows when the answer has no message.

export const paymentTexts = {
  // API refusals
  notAwaitingPayment: 'Esta consulta não está aguardando pagamento.',
  checkoutExpired: 'O prazo para pagamento desta consulta expirou. Agende um novo horário.',
  providerUnavailable: 'Não foi possível iniciar o pagamento. Por favor, tente novamente.',
  invalidSignature: 'Assinatura da notificação inválida.',
  paymentNotFound: 'Pagamento não encontrado.',
  receiptUnavailable: 'O recibo fica disponível depois que a consulta é paga.',
  paymentClosed: 'Este pagamento já foi concluído.',
  boletoUnavailable: 'O boleto só é oferecido para consultas marcadas com pelo menos 3 dias de antecedência, pois a confirmação do banco pode levar até 2 dias. Escolha cartão ou PIX.',
  invalidMethod: 'Escolha uma forma de pagamento.',
  invalidDecision: 'Decisão de pagamento inválida.',

  // Web fallbacks, shown when the server's answer carries no message
  checkoutNoUrl: 'Ocorreu um erro ao buscar o link de pagamento.',
  checkoutFailure: 'Não foi possível iniciar o pagamento. Por favor, tente novamente.',
  paymentUpdateFailure: 'Erro na atualização do pagamento',
  paymentUpdated: 'Pagamento atualizado para concluido com sucesso',

  // Late payment email (the notifications engineer sends what is queued)
  latePaymentSubject: 'Recebemos seu pagamento e o valor virou saldo na Acolhe',
  latePaymentGreeting: (name: string) => `Olá, ${name}!`,
  latePaymentBody: (amount: string, date: string) =>
    `Recebemos o pagamento de ${amount} referente à consulta de ${date}, mas essa consulta já não estava aguardando este pagamento ` +
    '(o prazo para pagar terminou, ela foi cancelada ou já estava paga). ' +
    'Por isso o valor foi creditado como saldo na sua conta Acolhe e será usado automaticamente no seu próximo agendamento.',
  latePaymentClosing: 'Se tiver dúvidas, fale com o nosso suporte.',
  patientFallbackName: 'paciente',

  // Receipt PDF
  receiptTitle: 'RECIBO',
  receiptNumber: (n: string) => `Nº ${n}`,
  receiptStatement: (patient: string, amount: string, service: string, professional: string) =>
    `Recebemos de ${patient} a importância de ${amount}, referente a ${service} com ${professional}.`,
  receiptPatientSection: 'Paciente',
  receiptProfessionalSection: 'Profissional',
  receiptSessionSection: 'Consulta',
  receiptPaymentSection: 'Pagamento',
  receiptName: 'Nome',
  receiptCpf: 'CPF',
  receiptCpfOrCnpj: 'CPF/CNPJ',
  receiptCrp: 'CRP',
  receiptCrm: 'CRM',
  receiptDate: 'Data',
  receiptTime: 'Horário',
  receiptService: 'Serviço',
  receiptModality: 'Modalidade',
  receiptOnline: 'Online',
  receiptInPerson: 'Presencial',
  receiptAmount: 'Valor',
  receiptBalanceUsed: 'Pago com saldo Acolhe',
  receiptCharged: 'Pago pelo meio de pagamento',
  receiptMethod: 'Forma de pagamento',
  receiptPaidAt: 'Pago em',
  receiptNotInformed: 'não informado',
  receiptMethodBalance: 'Saldo Acolhe',
  receiptMethodAdmin: 'Registrado pela administração',
  receiptMethodUnknown: 'Meio de pagamento online',
  receiptFooter:
    'A Acolhe atua como intermediadora do pagamento entre paciente e profissional. ' +
    'Este recibo comprova o pagamento da consulta descrita acima.',
  receiptIssuedAt: (when: string) => `Emitido em ${when}.`,
  receiptFileName: (n: string) => `recibo-acolhe-${n}.pdf`,
  checkoutTitle: (date: string) => `Consulta Acolhe em ${date}`,

  // Local checkout page (demos and tests)
  localTitle: 'Pagamento da consulta',
  localDemoBannerTitle: 'Página de demonstração',
  localDemoBanner: 'Ambiente de demonstração: nenhum pagamento real é feito. Os botões abaixo apenas simulam a resposta de um meio de pagamento.',
  localAmount: 'Valor a pagar',
  localChooseMethod: 'Forma de pagamento',
  localCardNumber: 'Número do cartão',
  localCardName: 'Nome impresso no cartão',
  localCardExpiry: 'Validade',
  localCardCvv: 'CVV',
  localPixInstructions: 'Abra o app do seu banco, escolha pagar com PIX e leia o QR code ou use o código copia e cola.',
  localPixCopy: 'Copiar código PIX',
  localPixCopied: 'Código copiado',
  localBoletoInstructions: 'Pague o boleto no app do seu banco usando a linha digitável abaixo.',
  localBoletoCopy: 'Copiar linha digitável',
  localApprove: 'Aprovar pagamento',
  localRefuse: 'Recusar pagamento',
  localApproved: 'Pagamento aprovado! Sua consulta está confirmada.',
  localRefused: 'Pagamento recusado. Você pode tentar novamente com outra forma de pagamento.',
  localAlreadyPaid: 'Este pagamento já foi concluído.',
  localBackToBooking: 'Voltar para o agendamento',
  localLoadError: 'Não foi possível carregar este pagamento.',
  localDecisionError: 'Não foi possível registrar o pagamento. Tente novamente.',
  localExpiresAt: (date: string) => `Pague até ${date}.`,
} as const
