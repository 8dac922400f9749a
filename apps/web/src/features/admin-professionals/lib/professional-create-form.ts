import { brazilianDateToIso } from '@acolhe/shared/format/dates'
import type { ProfessionalAdminCreateBody, ProfessionalAdminCreateForm, ProfessionalAdminCreateFormData } from '@acolhe/shared/schemas/professional'

type FormOutput = ProfessionalAdminCreateFormData

/** An empty form; a psychologist by default (the commonest case), independent, modality to be chosen. */
export const EMPTY_CREATE_FORM: ProfessionalAdminCreateForm = {
  first_name: '',
  last_name: '',
  email: '',
  birthday: '',
  phone_number: '',
  professional_type: 'PSYCHOLOGIST',
  contract: 'INDEPENDENT',
  cpf_or_cnpj: '',
  crm_or_crp: '',
  document_state: '',
  rqe: '',
  pos_degree: false,
  crp_pj: '',
  postgraduate_area: '',
  lattes_url: '',
  video_url: '',
  brief_description: '',
  service_modality: '' as ProfessionalAdminCreateForm['service_modality'],
  clinic_id: '',
  allow_returns: false,
}

/**
 * The request body: birthday as an ISO date; fields the chosen type or modality hides are dropped, so
 * a value typed before switching (an RQE, a CRP PJ, a course's area, a clinic, returns) is not sent by surprise.
 */
export function createBodyOf(values: FormOutput): ProfessionalAdminCreateBody {
  const psychiatrist = values.professional_type === 'PSYCHIATRIST'
  return {
    ...values,
    birthday: brazilianDateToIso(values.birthday),
    rqe: values.professional_type === 'PSYCHOLOGIST' ? undefined : values.rqe,
    pos_degree: values.professional_type === 'DOCTOR_POSTGRADUATE' && values.pos_degree,
    crp_pj: values.professional_type === 'PSYCHOLOGIST' ? values.crp_pj : undefined,
    postgraduate_area:
      psychiatrist || (values.professional_type === 'DOCTOR_POSTGRADUATE' && values.pos_degree) ? values.postgraduate_area : undefined,
    clinic_id: values.service_modality === 'FULL_REMOTE' ? undefined : values.clinic_id,
    allow_returns: psychiatrist && values.allow_returns,
  }
}
