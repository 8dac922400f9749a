import type {
  ProfessionalContactStep,
  ProfessionalDocumentationStep,
  ProfessionalModalityStep,
  ProfessionalPersonalStep,
} from '@acolhe/shared/schemas/professional'

// The registration draft (decision 009): one local-storage entry per step, kept on
// every keystroke so a reload loses nothing, cleared after success. The two password fields go to
// session storage instead: they survive a reload of the tab but never stay on the computer.

export const REGISTRATION_STEPS = ['personal', 'documentation', 'contact', 'modality'] as const
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]

export type PersonalDraft = Partial<ProfessionalPersonalStep>
export type RegistrationDraft = {
  personal: PersonalDraft
  documentation: Partial<ProfessionalDocumentationStep>
  contact: Partial<ProfessionalContactStep>
  modality: Partial<ProfessionalModalityStep>
}

const PREFIX = 'acolhe.professional-registration'
const keyOf = (step: RegistrationStep) => `${PREFIX}.${step}`
const PASSWORDS_KEY = `${PREFIX}.passwords`

function read(storage: Storage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function loadStep<S extends RegistrationStep>(step: S): RegistrationDraft[S] {
  const stored = read(localStorage, keyOf(step))
  if (step !== 'personal') return stored as RegistrationDraft[S]
  return { ...stored, ...read(sessionStorage, PASSWORDS_KEY) } as RegistrationDraft[S]
}

export function saveStep<S extends RegistrationStep>(step: S, values: RegistrationDraft[S]): void {
  if (step === 'personal') {
    const { password, repeat_password, ...rest } = values as PersonalDraft
    localStorage.setItem(keyOf(step), JSON.stringify(rest))
    sessionStorage.setItem(PASSWORDS_KEY, JSON.stringify({ password, repeat_password }))
    return
  }
  localStorage.setItem(keyOf(step), JSON.stringify(values))
}

export function loadDraft(): RegistrationDraft {
  return {
    personal: loadStep('personal'),
    documentation: loadStep('documentation'),
    contact: loadStep('contact'),
    modality: loadStep('modality'),
  }
}

export function hasDraft(): boolean {
  return REGISTRATION_STEPS.some((step) => localStorage.getItem(keyOf(step)) !== null)
}

export function clearDraft(): void {
  for (const step of REGISTRATION_STEPS) localStorage.removeItem(keyOf(step))
  sessionStorage.removeItem(PASSWORDS_KEY)
}
