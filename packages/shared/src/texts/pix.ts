// What the patient and the payer's bank read about a payment through the API Pix (decision 083).
export const pixTexts = {
  /** Sent to the PSP with a devolução: the payer's bank shows it beside the money coming back. */
  refundReason: 'Devolução de consulta Acolhe',
  /** The charge's "solicitação ao pagador", shown by the payer's bank app before paying. */
  payerRequest: (when: string) => `Consulta Acolhe em ${when}`,
  pageTitle: 'Pagar com Pix',
  amount: 'Valor',
  expiresAt: (when: string) => `Pague até ${when}`,
  scan: 'Aponte a câmera do app do seu banco para o QR code',
  orCopy: 'ou copie o código Pix (copia e cola) e cole no app do seu banco:',
  copy: 'Copiar código Pix',
  copied: 'Código copiado',
  waiting: 'Aguardando a confirmação do seu banco… Esta página se atualiza sozinha.',
  paid: 'Pagamento confirmado. Sua consulta está agendada.',
  closed: 'Este pagamento não está mais aberto.',
  backToBooking: 'Voltar ao agendamento',
  refundUnavailable: 'Não foi possível pedir a devolução ao banco agora. Nada foi alterado; tente de novo em instantes.',
  chargeUnavailable: 'Não foi possível ler a cobrança Pix agora. Tente de novo em instantes.',
} as const
