import type { ProfessionalDto } from '@acolhe/shared/api/professional'
import { brazilianDateToIso, isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { formatCpfOrCnpj, formatPhone } from '@acolhe/shared/format/masks'
import type { ProfessionalEditBody, ProfessionalEditForm, ProfessionalEditFormData } from '@acolhe/shared/schemas/professional'

// The professional edit forms (the professional's 'Perfil' and the admin's edit page) share one schema; these convert between the record and that form.

type FormOutput = ProfessionalEditFormData

/** The record as the form shows it: masks applied, birthday as dd/mm/aaaa, blanks as ''. */
export function professionalFormValues(professional: ProfessionalDto): ProfessionalEditForm {
  return {
    first_name: professional.first_name,
    last_name: professional.last_name,
    phone_number: formatPhone(professional.phone_number),
    birthday: isoDateToBrazilian(professional.birthday),
    cpf_or_cnpj: formatCpfOrCnpj(professional.cpf_or_cnpj),
    crm_or_crp: professional.crm_or_crp,
    rqe: professional.rqe ?? '',
    document_state: professional.document_state,
    pos_degree: professional.pos_degree,
    crp_pj: professional.crp_pj ?? '',
    postgraduate_area: professional.postgraduate_area ?? '',
    lattes_url: professional.lattes_url,
    video_url: professional.video_url ?? '',
    brief_description: professional.brief_description ?? '',
    professional_type: professional.professional_type,
    service_modality: professional.service_modality,
    clinic_id: professional.clinic_id ?? '',
    allow_returns: professional.allow_returns,
    contract: professional.contract,
  }
}

/**
 * Only the fields that changed (PATCH without email and photo url); an emptied optional field goes as
 * null, which clears it; the birthday goes as an ISO date.
 */
export function changedProfessionalFields(values: FormOutput, dirty: Partial<Record<keyof FormOutput, unknown>>): ProfessionalEditBody {
  const body: Record<string, unknown> = {}
  for (const key of Object.keys(dirty) as (keyof FormOutput)[]) {
    if (!dirty[key]) continue
    const value = values[key]
    if (key === 'birthday' && typeof value === 'string') body.birthday = brazilianDateToIso(value)
    else body[key] = value === undefined ? null : value
  }
  return body as ProfessionalEditBody
}
