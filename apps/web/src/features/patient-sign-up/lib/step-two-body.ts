import { brazilianDateToIso } from '@acolhe/shared/format/dates'
import type { PatientSignUpStepTwoData } from '@acolhe/shared/schemas/patient'

type StepTwoValues = Omit<PatientSignUpStepTwoData, 'terms_accepted'>

/**
 * Step 2 as the API takes it: the birthday becomes an ISO date, an empty CPF is left out. The repeat
 * password is never sent; terms_accepted is, because the server stores each acceptance (LGPD).
 */
export function stepTwoBodyOf(values: StepTwoValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    birthday: brazilianDateToIso(values.birthday),
    ...(values.cpf ? { cpf: values.cpf } : {}),
    phone_number: values.phone_number,
    terms_accepted: true as const,
  }
}
