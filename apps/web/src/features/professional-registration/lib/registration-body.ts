import { brazilianDateToIso } from '@acolhe/shared/format/dates'
import {
  professionalContactStepSchema,
  professionalDocumentationStepSchema,
  professionalModalityStepSchema,
  professionalPersonalStepSchema,
  type ProfessionalRegistrationBody,
} from '@acolhe/shared/schemas/professional'
import { browserNow } from '../../../lib/browser-now'
import { REGISTRATION_STEPS, type RegistrationDraft, type RegistrationStep } from './registration-draft'

// Which steps of the draft are complete, and the request body the four of them make.

const personalStepSchema = professionalPersonalStepSchema(browserNow)

const STEP_SCHEMAS = {
  personal: personalStepSchema,
  documentation: professionalDocumentationStepSchema,
  contact: professionalContactStepSchema,
  modality: professionalModalityStepSchema,
} as const

/** The first step whose draft does not pass its rules, or null when all four do. */
export function firstIncompleteStep(draft: RegistrationDraft): RegistrationStep | null {
  return REGISTRATION_STEPS.find((step) => !STEP_SCHEMAS[step].safeParse(draft[step]).success) ?? null
}

/** POST /professional-private's body; null while a step is incomplete. */
export function registrationBodyOf(draft: RegistrationDraft): ProfessionalRegistrationBody | null {
  const personal = personalStepSchema.safeParse(draft.personal)
  const documentation = professionalDocumentationStepSchema.safeParse(draft.documentation)
  const contact = professionalContactStepSchema.safeParse(draft.contact)
  const modality = professionalModalityStepSchema.safeParse(draft.modality)
  if (!personal.success || !documentation.success || !contact.success || !modality.success) return null
  const { repeat_password: _repeat, birthday, ...person } = personal.data
  return { ...person, birthday: brazilianDateToIso(birthday), ...documentation.data, ...contact.data, ...modality.data }
}
