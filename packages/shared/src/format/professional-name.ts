import type { Gender, ProfessionalType } from '../enums'
import { uiSessionsTexts as t } from '../texts/ui-sessions'

export type NamedProfessional = { first_name: string; last_name: string; gender: Gender | null; professional_type: ProfessionalType; crm_or_crp: string }

/**
 * A professional's name as a patient reads it: 'Dra. Camila Andrade' or 'Dr. Ricardo Mendes' from the
 * gender the profile states. Without one (or non-binary, other) no title is presumed: the name with the
 * council registration, the title every professional has ('José Pereira · CRP 06/345678').
 */
export function professionalWithTitle(professional: NamedProfessional): string {
  const name = [professional.first_name, professional.last_name].filter(Boolean).join(' ')
  if (professional.gender === 'FEMALE') return t.doctorFemale(name)
  if (professional.gender === 'MALE') return t.doctorMale(name)
  return t.withCouncil(name, t.council(professional.professional_type === 'PSYCHOLOGIST', professional.crm_or_crp))
}
