import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { brazilianDateToIso, isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import type { PatientProfileBody, PatientProfileData, PatientProfileForm } from '@acolhe/shared/schemas/patient'

/** The record as the form shows it: masks applied, birthday as dd/mm/aaaa. */
export function patientValuesOf(patient: AdminPatientDto): PatientProfileForm {
  return {
    first_name: patient.first_name ?? '',
    last_name: patient.last_name ?? '',
    birthday: isoDateToBrazilian(patient.birthday),
    cpf: formatCpf(patient.cpf ?? ''),
    phone_number: formatPhone(patient.phone_number ?? ''),
  }
}

/** The PATCH body: the typed dd/mm/aaaa birthday converted to an ISO date, as the API takes it. */
export function patientBodyOf(values: PatientProfileData): PatientProfileBody {
  return { ...values, birthday: brazilianDateToIso(values.birthday) }
}
