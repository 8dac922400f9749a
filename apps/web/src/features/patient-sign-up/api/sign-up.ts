import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patientEnvelopeSchema, type PatientDto } from '@acolhe/shared/api/patient'
import type { PatientSignUpBody } from '@acolhe/shared/schemas/patient'
import { detectedTimeZone } from '@acolhe/shared/time-zones'
import { api } from '../../../lib/api-client'
import { allPersonQueryKeys, personQueryKeys } from '../../../lib/person-query-keys'

// POST /api/user with step 1 and step 2 together → 201 { user } complete and logged in; 409 email taken.

export async function signUpPatient(body: PatientSignUpBody): Promise<PatientDto> {
  // The browser's zone becomes the account's (decision 044); the profile can change it later.
  return patientEnvelopeSchema.parse(await api.post('/user', { time_zone: detectedTimeZone(), ...body })).user
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
