import type { TaxReceiptStatus } from '../api/tax-receipts'

// Receita Saúde receipts (decision 035): what the server writes into each entry, its refusals, the
// professional's 'Recibos' page and the CSV export.

/** The specialty the description names, by professional type (the receipt goes only to the tax authority). */
const SPECIALTY_OF = {
  PSYCHOLOGIST: 'Consulta de psicologia',
  PSYCHIATRIST: 'Consulta de psiquiatria',
  DOCTOR_POSTGRADUATE: 'Consulta médica',
} as const

export const taxReceiptTexts = {
  statusLabels: { PENDING: 'Pendente', ISSUED: 'Emitido', NOT_NEEDED: 'Não necessário' } satisfies Record<TaxReceiptStatus, string>,
  /** 'Consulta de psicologia em 25/11/2026': the consultation's Brasília day. */
  description: (professionalType: keyof typeof SPECIALTY_OF, consultationDay: string) => `${SPECIALTY_OF[professionalType]} em ${consultationDay}`,
  councilCrp: 'CRP',
  councilCrm: 'CRM',
  // Refusals.
  notFound: 'Recibo não encontrado.',
  notNeeded: 'Este pagamento voltou para o paciente antes da emissão: não há recibo a emitir.',
  numberRequired: 'Informe o número do recibo.',
  numberTooLong: 'O número do recibo é longo demais.',
  // Warnings the page shows from the entry's flags.
  refundedAfterIssue: 'Reembolsado após emissão — verifique o cancelamento do recibo',
  overdue: (day: string) => `Prazo de emissão vencido em ${day}`,
  issueBy: (day: string) => `Emitir até ${day}`,
  overdueSummary: (count: number) =>
    count === 1 ? '1 recibo pendente passou do prazo de emissão.' : `${count} recibos pendentes passaram do prazo de emissão.`,
} as const

/** The professional's 'Recibos' page. */
export const taxReceiptPageTexts = {
  title: 'Recibos',
  intro:
    'Cada pagamento recebido por uma consulta precisa de um recibo no aplicativo Receita Saúde, da Receita Federal, datado no dia do pagamento. Copie os dados abaixo para o aplicativo e registre aqui o número do recibo emitido.',
  deadlineRule: 'Prazo do Acolhe: emita até o último dia do mês seguinte ao do pagamento.',
  filterLabel: 'Mostrar',
  filters: { PENDING: 'Pendentes', ISSUED: 'Emitidos', ALL: 'Todos' },
  exportCsv: 'Exportar CSV',
  exportError: 'Não foi possível exportar os recibos. Tente novamente.',
  loadError: 'Não foi possível carregar os recibos.',
  retry: 'Tentar novamente',
  empty: { PENDING: 'Nenhum recibo pendente.', ISSUED: 'Nenhum recibo emitido ainda.', ALL: 'Nenhum pagamento recebido ainda.' },
  fields: {
    payer: 'Pagador',
    payerCpf: 'CPF do pagador',
    beneficiary: 'Beneficiário',
    beneficiaryCpf: 'CPF do beneficiário',
    amount: 'Valor recebido',
    paidOn: 'Data do pagamento',
    professionalCpf: 'Seu CPF',
    council: 'Registro profissional',
    description: 'Descrição',
    number: 'Número do recibo',
  },
  notInformed: 'Não informado',
  copy: 'Copiar',
  /** 'Copiar valor recebido', 'Copiar CPF do pagador': a label's capital is lowered unless it starts an acronym. */
  copyField: (field: string) => `Copiar ${/^\p{Lu}\p{Ll}/u.test(field) ? field.charAt(0).toLowerCase() + field.slice(1) : field}`,
  recordNumber: 'Registrar número',
  correctNumber: 'Corrigir número',
  numberDialogTitle: 'Número do recibo emitido',
  numberHint: 'O número que o aplicativo Receita Saúde mostrou ao emitir o recibo.',
  save: 'Salvar',
  cancel: 'Cancelar',
  saved: 'Número do recibo registrado.',
  saveError: 'Não foi possível salvar o número. Tente novamente.',
  issuedOn: (day: string) => `Emitido em ${day}`,
  entryTitle: (payer: string, day: string) => `${payer} — pagamento de ${day}`,
} as const

/** The CSV of the professional's receipts. */
export const taxReceiptCsvTexts = {
  fileName: (today: string) => `acolhe-recibos-${today}.csv`,
  columns: {
    status: 'Situação',
    paidOn: 'Data do pagamento',
    payer: 'Pagador',
    payerCpf: 'CPF do pagador',
    beneficiary: 'Beneficiário',
    beneficiaryCpf: 'CPF do beneficiário',
    amount: 'Valor recebido (R$)',
    professionalCpf: 'CPF do profissional',
    council: 'Registro profissional',
    description: 'Descrição',
    issueBy: 'Emitir até',
    number: 'Número do recibo',
    issuedOn: 'Emitido em',
    warning: 'Aviso',
  },
} as const
