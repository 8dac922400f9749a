import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { patientEnvelopeSchema, PatientDto } from '@acolhe/shared/api/patient'
import type { PatientSignUpBody } from '@acolhe/shared/schemas/patient'
import { detectedTimeZone } from '@acolhe/shared/time-zones'
import { api } from '../api-client'
import { allPersonQueryKeys, personQueryKeys } from '../person-query-keys'
import type { AnswerOf } from '../answer-of'

// POST /api/user with email, password and the 'Quase lá...' data in one call (the sign-up's steps 1 and 2,
// or the wizard's step 3) → 201 { user }, complete and logged in; 409 when the email is taken.

export async function signUpPatient(body: PatientSignUpBody): Promise<PatientDto> {
  // The browser's zone becomes the account's (decision 044); the profile can change it later.
  return (await api.post<AnswerOf<typeof patientEnvelopeSchema>>('/user', { time_zone: detectedTimeZone(), ...body })).user
}

export function useSignUpPatient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUpPatient,
    onSuccess: (user) => {
      // The new account is logged in and replaces whoever was logged in before in this browser.
      for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
      queryClient.setQueryData(personQueryKeys.patient, user)
    },
  })
}
