// Every enumeration of the product with its Portuguese label.
// One label per value, the same in every view (docs/product/consultation-lifecycle.md "Statuses").

type Labels<T extends string> = Readonly<Record<T, string>>

export const SESSION_STATUSES = [
  'WAITING_CONFIRMATION',
  'CREATED',
  'CONFIRMED',
  'STARTED',
  'FINISHED',
  'CANCELLED',
  // Outcomes recorded after the start window closed with nobody having held the consultation.
  'PATIENT_NO_SHOW',
  'PROFESSIONAL_NO_SHOW',
] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]
export const SESSION_STATUS_LABELS: Labels<SessionStatus> = {
  WAITING_CONFIRMATION: 'Aguardando confirmação',
  CREATED: 'Aguardando pagamento',
  CONFIRMED: 'Confirmada',
  STARTED: 'Em andamento',
  FINISHED: 'Finalizada',
  CANCELLED: 'Cancelada',
  PATIENT_NO_SHOW: 'Paciente não compareceu',
  PROFESSIONAL_NO_SHOW: 'Profissional não compareceu',
}
/** Filter-only values: SCHEDULED = CREATED + CONFIRMED + WAITING_CONFIRMATION in the future. */
export const SESSION_STATUS_FILTERS = [...SESSION_STATUSES, 'SCHEDULED', 'today'] as const
export type SessionStatusFilter = (typeof SESSION_STATUS_FILTERS)[number]

export const PAYMENT_STATUSES = ['WAITING', 'DONE', 'FAILED', 'REFUNDED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Labels<PaymentStatus> = {
  WAITING: 'Pendente',
  DONE: 'Pago',
  FAILED: 'Recusado',
  REFUNDED: 'Reembolsado',
}

export const SESSION_TYPES = ['DEFAULT', 'RETURN'] as const
export type SessionType = (typeof SESSION_TYPES)[number]
export const SESSION_TYPE_LABELS: Labels<SessionType> = { DEFAULT: 'Normal', RETURN: 'Retorno' }

export const PROFESSIONAL_TYPES = ['PSYCHOLOGIST', 'DOCTOR_POSTGRADUATE', 'PSYCHIATRIST'] as const
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number]
export const PROFESSIONAL_TYPE_LABELS: Labels<ProfessionalType> = {
  PSYCHOLOGIST: 'Psicólogo',
  DOCTOR_POSTGRADUATE: 'Médico',
  PSYCHIATRIST: 'Psiquiatra',
}

export const SERVICE_MODALITIES = ['FULL_REMOTE', 'HYBRID', 'FULL_PRESENCIAL'] as const
export type ServiceModality = (typeof SERVICE_MODALITIES)[number]
export const SERVICE_MODALITY_LABELS: Labels<ServiceModality> = {
  FULL_REMOTE: 'Online',
  HYBRID: 'Híbrido',
  FULL_PRESENCIAL: 'Presencial',
}

export const CONTRACT_TYPES = ['INDEPENDENT', 'PARTNER'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]
export const CONTRACT_TYPE_LABELS: Labels<ContractType> = {
  INDEPENDENT: 'Independente',
  PARTNER: 'Parceiro',
}

export const UNAVAILABILITY_TYPES = [
  'CONFERENCE',
  'CUSTOM',
  'HOLIDAY',
  'MEDICAL_LEAVE',
  'PERSONAL_DAY',
  'TECHNICAL_ISSUE',
  'VACATION',
] as const
export type UnavailabilityType = (typeof UNAVAILABILITY_TYPES)[number]
export const UNAVAILABILITY_TYPE_LABELS: Labels<UnavailabilityType> = {
  CONFERENCE: 'Conferência',
  CUSTOM: 'Personalizado',
  HOLIDAY: 'Feriado',
  MEDICAL_LEAVE: 'Licença médica',
  PERSONAL_DAY: 'Dia pessoal',
  TECHNICAL_ISSUE: 'Problema técnico',
  VACATION: 'Férias',
}

export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const
export type BrazilianState = (typeof BRAZILIAN_STATES)[number]

export const ACTOR_KINDS = ['patient', 'professional', 'admin'] as const
export type ActorKind = (typeof ACTOR_KINDS)[number]

export const WEEK_DAY_SHORT_LABELS = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const
export const WEEK_DAY_LONG_LABELS = [
  'DOMINGO', 'SEGUNDA', 'TERÇA', 'QUARTA', 'QUINTA', 'SEXTA', 'SÁBADO',
] as const

export const BALANCE_ENTRY_REASONS = [
  'CANCELLATION_REFUND',
  'PROFESSIONAL_CANCELLATION_REFUND',
  'ADMIN_CANCELLATION_REFUND',
  'LATE_PAYMENT',
  'CHECKOUT_DEBIT',
  'ADMIN_ADJUSTMENT',
  'CHECKOUT_RELEASE',
  'PROFESSIONAL_NO_SHOW_REFUND',
  // A week debited by Pix Automático that then did not happen (decision 102).
  'PIX_AUTOMATICO_CREDIT',
] as const
export type BalanceEntryReason = (typeof BALANCE_ENTRY_REASONS)[number]
export const BALANCE_ENTRY_REASON_LABELS: Labels<BalanceEntryReason> = {
  CANCELLATION_REFUND: 'Cancelamento com mais de 24 horas de antecedência',
  PROFESSIONAL_CANCELLATION_REFUND: 'Consulta cancelada pelo profissional',
  ADMIN_CANCELLATION_REFUND: 'Consulta cancelada pela administração',
  LATE_PAYMENT: 'Pagamento recebido quando a consulta já não o aguardava',
  CHECKOUT_DEBIT: 'Uso do saldo em pagamento',
  ADMIN_ADJUSTMENT: 'Ajuste da administração',
  CHECKOUT_RELEASE: 'Saldo reservado devolvido (consulta não paga)',
  PROFESSIONAL_NO_SHOW_REFUND: 'Devolução: o profissional não compareceu à consulta',
  PIX_AUTOMATICO_CREDIT: 'Débito do Pix Automático de uma semana sem consulta',
}

// 'pix-automatico': a week of a series debited by Pix Automático (decision 102).
export const PAYMENT_PROVIDERS = ['local', 'mercadopago', 'pix', 'balance', 'admin', 'pix-automatico'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

export const PAYMENT_METHODS = ['CREDIT_CARD', 'DEBIT_CARD', 'PIX', 'BOLETO'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Labels<PaymentMethod> = {
  CREDIT_CARD: 'Cartão de crédito',
  DEBIT_CARD: 'Cartão de débito',
  PIX: 'PIX',
  BOLETO: 'Boleto',
}

export const CONSENT_DOCUMENTS = ['PATIENT_TERMS', 'PRIVACY_POLICY', 'PROFESSIONAL_TERMS'] as const
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number]

/** A weekly series ('Horário fixo', docs/decisions/040-weekly-series.md). */
export const SERIES_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const
export type SeriesStatus = (typeof SERIES_STATUSES)[number]
export const SERIES_STATUS_LABELS: Labels<SeriesStatus> = { ACTIVE: 'Ativo', PAUSED: 'Pausado', ENDED: 'Encerrado' }

/** Why one week of a series got no consultation. */
export const SERIES_SKIP_REASONS = ['UNAVAILABLE', 'NOT_OFFERED', 'HOUR_TAKEN', 'PATIENT_BUSY'] as const
export type SeriesSkipReason = (typeof SERIES_SKIP_REASONS)[number]
export const SERIES_SKIP_REASON_LABELS: Labels<SeriesSkipReason> = {
  UNAVAILABLE: 'Profissional indisponível nesse dia',
  NOT_OFFERED: 'Horário não é mais oferecido',
  HOUR_TAKEN: 'Horário já ocupado',
  PATIENT_BUSY: 'Você já tem outra consulta nesse horário',
}

/** Languages a professional attends in (decision 043). */
export const LANGUAGES = ['PT', 'EN', 'ES', 'LIBRAS', 'FR', 'IT', 'DE'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_LABELS: Labels<Language> = {
  PT: 'Português',
  EN: 'Inglês',
  ES: 'Espanhol',
  LIBRAS: 'Libras',
  FR: 'Francês',
  IT: 'Italiano',
  DE: 'Alemão',
}

/** Optional, self-declared; shown on the profile only when filled. */
export const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY', 'OTHER'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_LABELS: Labels<Gender> = { FEMALE: 'Mulher', MALE: 'Homem', NON_BINARY: 'Não binário', OTHER: 'Outro' }
/** A stored gender (a free text column) read as one of GENDERS. */
export const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value)

/** The two admin-managed vocabularies of a profile. */
export const PRACTICE_TERM_KINDS = ['APPROACH', 'THEME'] as const
export type PracticeTermKind = (typeof PRACTICE_TERM_KINDS)[number]
export const PRACTICE_TERM_KIND_LABELS: Labels<PracticeTermKind> = { APPROACH: 'Abordagem', THEME: 'Tema' }

/** How the public directory orders professionals. */
export const DIRECTORY_SORTS = ['name', 'next_hour', 'price'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]
export const DIRECTORY_SORT_LABELS: Labels<DirectorySort> = { name: 'Nome', next_hour: 'Horário mais cedo', price: 'Menor valor' }

/** The directory's modality filter: who can be seen online, who in person. */
export const DIRECTORY_MODALITIES = ['ONLINE', 'IN_PERSON'] as const
export type DirectoryModality = (typeof DIRECTORY_MODALITIES)[number]
export const DIRECTORY_MODALITY_LABELS: Labels<DirectoryModality> = { ONLINE: 'Online', IN_PERSON: 'Presencial' }

/**
 * The tabs of the consultation lists: Hoje, Próximas, Todas (the server defines what each lists). Here rather than
 * beside the list's query schema so the homes read them without loading zod (decision 107).
 */
export const SESSION_TABS = ['today', 'upcoming', 'all'] as const
export type SessionTab = (typeof SESSION_TABS)[number]

/**
 * Pix Automático of a weekly series (decision 102): the patient's standing authorization at the bank.
 * - `PENDING`: the offer was accepted and the QR shown; the bank has not confirmed the authorization yet.
 * - `ACTIVE`: authorized; each week is charged by the PSP.
 * - `PAUSED`: authorized, but the series is paused: no week is charged until it resumes.
 * - `CANCELLED`: ended (by the patient in the bank app or here, by the series ending, or refused/expired
 *   at the bank); the weeks ahead ask for an ordinary payment.
 */
export const PIX_AUTOMATICO_STATUSES = ['PENDING', 'ACTIVE', 'PAUSED', 'CANCELLED'] as const
export type PixAutomaticoStatus = (typeof PIX_AUTOMATICO_STATUSES)[number]
export const PIX_AUTOMATICO_STATUS_LABELS: Labels<PixAutomaticoStatus> = {
  PENDING: 'Aguardando autorização no banco',
  ACTIVE: 'Ativo',
  PAUSED: 'Pausado',
  CANCELLED: 'Cancelado',
}

/** Who or what ended an authorization (shown next to a CANCELLED status). */
export const PIX_AUTOMATICO_CANCEL_ORIGINS = ['PATIENT_BANK', 'PATIENT', 'PROFESSIONAL', 'ADMIN', 'SERIES_ENDED', 'BANK_REFUSED', 'EXPIRED'] as const
export type PixAutomaticoCancelOrigin = (typeof PIX_AUTOMATICO_CANCEL_ORIGINS)[number]
export const PIX_AUTOMATICO_CANCEL_ORIGIN_LABELS: Labels<PixAutomaticoCancelOrigin> = {
  PATIENT_BANK: 'Cancelado pelo paciente no aplicativo do banco',
  PATIENT: 'Cancelado pelo paciente no Acolhe',
  PROFESSIONAL: 'Cancelado pelo profissional',
  ADMIN: 'Cancelado pela administração',
  SERIES_ENDED: 'Horário fixo encerrado',
  BANK_REFUSED: 'Autorização recusada no banco',
  EXPIRED: 'Autorização não concluída a tempo',
}

/**
 * The charge state of one week of a series paid by Pix Automático.
 * - `SCHEDULED`: the recurring charge was sent to the PSP and waits for its debit date.
 * - `DEBITED`: the PSP debited the patient; the week is paid.
 * - `FAILED_RETRYING`: the debit failed and a new attempt is scheduled (the specification's retry rules).
 * - `FAILED_FALLBACK`: the attempts ran out; the week asks for an ordinary payment.
 * - `CANCELLED`: the charge was cancelled before any debit (the week no longer happens).
 * - `CREDITED`: the week was debited and then no longer happened: the amount went to the balance.
 * - `NONE`: no recurring charge for this week; `reason` says why.
 */
export const PIX_AUTOMATICO_CHARGE_STATES = ['SCHEDULED', 'DEBITED', 'FAILED_RETRYING', 'FAILED_FALLBACK', 'CANCELLED', 'CREDITED', 'NONE'] as const
export type PixAutomaticoChargeState = (typeof PIX_AUTOMATICO_CHARGE_STATES)[number]
export const PIX_AUTOMATICO_CHARGE_STATE_LABELS: Labels<PixAutomaticoChargeState> = {
  SCHEDULED: 'Débito agendado',
  DEBITED: 'Debitado',
  FAILED_RETRYING: 'Débito recusado — nova tentativa agendada',
  FAILED_FALLBACK: 'Débito não realizado — pague pelo pagamento normal',
  CANCELLED: 'Cobrança cancelada',
  CREDITED: 'Valor devolvido ao saldo',
  NONE: 'Sem cobrança automática',
}

/** Why a week has no recurring charge (state NONE) or why its charge was cancelled/credited. */
export const PIX_AUTOMATICO_NO_CHARGE_REASONS = [
  'FIRST_WEEK',
  'NOT_YET',
  'FREE_CANCELLATION',
  'PROFESSIONAL_AWAY',
  'SERIES_PAUSED',
  'SESSION_CANCELLED',
  'AUTHORIZATION_NOT_ACTIVE',
  'PAID_OTHERWISE',
] as const
export type PixAutomaticoNoChargeReason = (typeof PIX_AUTOMATICO_NO_CHARGE_REASONS)[number]
export const PIX_AUTOMATICO_NO_CHARGE_REASON_LABELS: Labels<PixAutomaticoNoChargeReason> = {
  FIRST_WEEK: 'Primeira consulta, paga com o QR Code da autorização',
  NOT_YET: 'A cobrança será agendada alguns dias antes da consulta',
  FREE_CANCELLATION: 'Consulta cancelada dentro do prazo sem custo',
  PROFESSIONAL_AWAY: 'Profissional ausente nessa semana',
  SERIES_PAUSED: 'Horário fixo pausado',
  SESSION_CANCELLED: 'Consulta cancelada',
  AUTHORIZATION_NOT_ACTIVE: 'Pix Automático não está ativo: pague pelo pagamento normal',
  PAID_OTHERWISE: 'Consulta já paga de outra forma',
}
