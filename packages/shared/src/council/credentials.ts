import type { Gender, ProfessionalType } from '../enums'
import { councilTexts as t } from '../texts/council'

export type CouncilFacts = {
  professional_type: ProfessionalType
  crm_or_crp: string
  document_state: string
  rqe: string | null
  pos_degree: boolean
  gender: Gender | null
  /** The psychologist's company registration at the council ('06/1234'), when there is one. */
  crp_pj?: string | null
  /** The area of a doctor's postgraduate course that is not a specialty ('Saúde Mental'). */
  postgraduate_area?: string | null
}

/** What a card or profile shows under a professional's name, in the order the council asks for it. */
export type CouncilCredential = {
  /** 'Psicóloga', 'Médico psiquiatra', 'Médica(o)'…: the profession's word the council requires. */
  title: string
  /** 'CRP 06/123456 (SP)' or 'CRM/SP 123456'. */
  registration: string
  /** 'RQE 45678' for a psychiatrist (the specialty's registration); null for everyone else. */
  specialty: string | null
  /** 'Pós-graduação em Saúde Mental' (or 'Pós-graduação' without an area), always shown with `notSpecialist`; null otherwise. */
  course: string | null
  notSpecialist: string | null
  /** 'CRP PJ 06/1234': the psychologist's company registered at the council; null for everyone else. */
  company: string | null
}

function titleOf(titles: { FEMALE: string; MALE: string; unknown: string }, gender: Gender | null): string {
  if (gender === 'FEMALE') return titles.FEMALE
  if (gender === 'MALE') return titles.MALE
  return titles.unknown
}

/**
 * The credential line of a profile (docs/product/profiles-per-council.md): a psychologist is named with
 * the word 'psicóloga/psicólogo' and the CRP (Código de Ética Profissional do Psicólogo art. 20 a;
 * Resolução CFP 3/2007 art. 53); a doctor with the word 'médico', the CRM of the state and, as a
 * specialist, the RQE (Resolução CFM 2.336/2023 art. 4º); a course that is not a specialty is followed
 * by its area and NÃO ESPECIALISTA (art. 13 § 1º); a psychiatrist's course beyond the RQE's specialty
 * likewise. A psychologist's registered company adds its CRP PJ (Resolução CFP 3/2007, Título III).
 * Without a stated gender the title keeps both endings.
 */
export function councilCredential(p: CouncilFacts): CouncilCredential {
  if (p.professional_type === 'PSYCHOLOGIST') {
    return {
      title: titleOf(t.psychologistTitle, p.gender),
      registration: t.crp(p.crm_or_crp, p.document_state),
      specialty: null,
      course: null,
      notSpecialist: null,
      company: p.crp_pj ? t.crpPj(p.crp_pj) : null,
    }
  }
  const registration = t.crm(p.crm_or_crp, p.document_state)
  const area = p.postgraduate_area || null
  if (p.professional_type === 'PSYCHIATRIST') {
    return {
      title: titleOf(t.psychiatristTitle, p.gender),
      registration,
      specialty: p.rqe ? t.rqe(p.rqe) : null,
      course: area ? t.postgraduateIn(area) : null,
      notSpecialist: area ? t.notSpecialist : null,
      company: null,
    }
  }
  const declaresCourse = p.pos_degree
  return {
    title: titleOf(t.doctorTitle, p.gender),
    registration,
    specialty: null,
    course: declaresCourse ? (area ? t.postgraduateIn(area) : t.postgraduate) : null,
    notSpecialist: declaresCourse ? t.notSpecialist : null,
    company: null,
  }
}

/** The credential as one line of text ('Psicóloga · CRP 06/123456 (SP)'), for places with room for one line. */
export function councilCredentialLine(p: CouncilFacts): string {
  const c = councilCredential(p)
  const course = c.course && c.notSpecialist ? `${c.course} — ${c.notSpecialist}` : null
  return [c.title, c.registration, c.company, c.specialty, course].filter(Boolean).join(' · ')
}

/**
 * Which of the council's optional registrations a profile form asks for: the CRP PJ of a psychologist's
 * company, and the area of a doctor's postgraduate course (a psychiatrist's course beyond the RQE, or a
 * doctor who declared one) — the same cases `councilCredential` shows.
 */
export function councilExtraFieldsOf(type: ProfessionalType, posDegree: boolean): { crpPj: boolean; postgraduateArea: boolean } {
  return {
    crpPj: type === 'PSYCHOLOGIST',
    postgraduateArea: type === 'PSYCHIATRIST' || (type === 'DOCTOR_POSTGRADUATE' && posDegree),
  }
}
