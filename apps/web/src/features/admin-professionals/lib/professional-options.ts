import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS, PROFESSIONAL_TYPES, PROFESSIONAL_TYPE_LABELS } from '@acolhe/shared/enums'

/** Select options shared by the admin's create and edit forms. */
export const PROFESSIONAL_TYPE_OPTIONS = PROFESSIONAL_TYPES.map((value) => ({ value, label: PROFESSIONAL_TYPE_LABELS[value] }))
export const CONTRACT_OPTIONS = CONTRACT_TYPES.map((value) => ({ value, label: CONTRACT_TYPE_LABELS[value] }))

/** Doctors' CRM keeps what was typed; only the psychologist's CRP has a mask. */
export const unmasked = (value: string) => value
