import type { ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalRow } from './professional-auth.repository'

/** Database row → the professional JSON of the API contract (the person's own view). */
export function toProfessionalDto(row: ProfessionalRow): ProfessionalDto {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    birthday: row.birthday,
    profile_photo_url: row.profilePhotoUrl,
    clinic_id: row.clinicId,
    service_modality: row.serviceModality,
    lattes_url: row.lattesUrl,
    video_url: row.videoUrl,
    brief_description: row.briefDescription,
    crm_or_crp: row.crmOrCrp,
    rqe: row.rqe,
    cpf_or_cnpj: row.cpfOrCnpj,
    document_state: row.documentState,
    pos_degree: row.posDegree,
    crp_pj: row.crpPj,
    postgraduate_area: row.postgraduateArea,
    professional_type: row.professionalType,
    contract: row.contract,
    authorized: row.authorized,
    suspended: !row.authorized && row.deauthorizedAt !== null,
    allow_returns: row.allowReturns,
  }
}
