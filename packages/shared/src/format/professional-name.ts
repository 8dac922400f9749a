import type { Gender, ProfessionalType } from '../enums'
import { uiSessionsTexts as t } from '../texts/ui-sessions'

export type NamedProfessional = { first_name: string; last_name: string; gender: Gender | null; professional_type: ProfessionalType; crm_or_crp: string }

/**
 * A professional's name as a patient reads it: a doctor (psychiatrist or not) is 'Dra. Maria Souza' or
 * 'Dr. Ricardo Mendes' from the gender the profile states. A psychologist is never called 'Dr.'/'Dra.': the
 * psychology council's code refers only to titles one holds (art. 20 b), and a doctorate is not on the
 * profile (decision 096). So a psychologist, like anyone without a stated gender, is named with the
 * council registration every professional has ('José Pereira · CRP 06/345678').
 */
export function professionalWithTitle(professional: NamedProfessional): string {
  const name = [professional.first_name, professional.last_name].filter(Boolean).join(' ')
  const isPsychologist = professional.professional_type === 'PSYCHOLOGIST'
  if (!isPsychologist && professional.gender === 'FEMALE') return t.doctorFemale(name)
  if (!isPsychologist && professional.gender === 'MALE') return t.doctorMale(name)
  return t.withCouncil(name, t.council(isPsychologist, professional.crm_or_crp))
}
