import { pgEnum } from 'drizzle-orm/pg-core'
import {
  ACTOR_KINDS,
  BALANCE_ENTRY_REASONS,
  BRAZILIAN_STATES,
  CONSENT_DOCUMENTS,
  CONTRACT_TYPES,
  PAYMENT_STATUSES,
  PIX_AUTOMATICO_CHARGE_STATES,
  PIX_AUTOMATICO_NO_CHARGE_REASONS,
  PIX_AUTOMATICO_STATUSES,
  PROFESSIONAL_TYPES,
  SERVICE_MODALITIES,
  SESSION_STATUSES,
  SESSION_TYPES,
  SERIES_SKIP_REASONS,
  SERIES_STATUSES,
  UNAVAILABILITY_TYPES,
} from '@acolhe/shared/enums'

// Database enums are built from the shared lists so a value exists in one place only.
export const sessionStatusEnum = pgEnum('session_status', SESSION_STATUSES)
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES)
export const sessionTypeEnum = pgEnum('session_type', SESSION_TYPES)
export const professionalTypeEnum = pgEnum('professional_type', PROFESSIONAL_TYPES)
export const serviceModalityEnum = pgEnum('service_modality', SERVICE_MODALITIES)
export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES)
export const unavailabilityTypeEnum = pgEnum('unavailability_type', UNAVAILABILITY_TYPES)
export const brazilianStateEnum = pgEnum('brazilian_state', BRAZILIAN_STATES)
export const actorKindEnum = pgEnum('actor_kind', ACTOR_KINDS)
export const balanceEntryReasonEnum = pgEnum('balance_entry_reason', BALANCE_ENTRY_REASONS)
export const consentDocumentEnum = pgEnum('consent_document', CONSENT_DOCUMENTS)
export const seriesStatusEnum = pgEnum('series_status', SERIES_STATUSES)
export const seriesSkipReasonEnum = pgEnum('series_skip_reason', SERIES_SKIP_REASONS)
export const pixAutomaticoStatusEnum = pgEnum('pix_automatico_status', PIX_AUTOMATICO_STATUSES)
export const pixAutomaticoChargeStateEnum = pgEnum('pix_automatico_charge_state', PIX_AUTOMATICO_CHARGE_STATES)
export const pixAutomaticoReasonEnum = pgEnum('pix_automatico_reason', PIX_AUTOMATICO_NO_CHARGE_REASONS)
