import { z } from 'zod'
import type { PatientDto } from '@acolhe/shared/api/patient'
import { brazilianDateToIso, isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import { timeZoneField } from '@acolhe/shared/schemas/fields'
import { patientProfileFormSchema, type PatientProfileBody } from '@acolhe/shared/schemas/patient'
import { browserNow } from '../../../lib/browser-now'

/** 'Meus dados' with the reminders switch and the time zone, saved by the same 'Atualizar Informações'. */
export const profileFormSchema = patientProfileFormSchema(browserNow).extend({ reminders_enabled: z.boolean(), time_zone: timeZoneField })
export type ProfileFormValues = z.input<typeof profileFormSchema>

/** The patient as the form shows them: masks applied, birthday as dd/mm/aaaa, blanks as ''. */
export function formValuesOf(patient: PatientDto): ProfileFormValues {
  return {
    first_name: patient.first_name ?? '',
    last_name: patient.last_name ?? '',
    birthday: isoDateToBrazilian(patient.birthday),
    cpf: formatCpf(patient.cpf ?? ''),
    phone_number: formatPhone(patient.phone_number ?? ''),
    reminders_enabled: patient.reminders_enabled,
    time_zone: patient.time_zone,
  }
}

/** PATCH /user/{id} body: the whole form (the API needs the first name every time), birthday as ISO. */
export function profileBodyOf(values: z.output<typeof profileFormSchema>): PatientProfileBody {
  return {
    first_name: values.first_name,
    ...(values.last_name ? { last_name: values.last_name } : {}),
    birthday: brazilianDateToIso(values.birthday),
    ...(values.cpf ? { cpf: values.cpf } : {}),
    ...(values.phone_number ? { phone_number: values.phone_number } : {}),
    reminders_enabled: values.reminders_enabled,
    time_zone: values.time_zone,
  }
}
