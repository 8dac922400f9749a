import type { RegistrationStep } from './registration-draft'

// The step pages' slugs under the registration's base path (docs/product/screens-and-routes.md).
export const STEP_SLUGS: Record<RegistrationStep, string> = {
  personal: 'info-pessoal',
  documentation: 'info-documentacao',
  contact: 'info-contato',
  modality: 'info-modalidade',
}

export const stepPath = (basePath: string, step: RegistrationStep) => `${basePath}/${STEP_SLUGS[step]}`
