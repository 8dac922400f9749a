import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { patientEnvelopeSchema, PatientDto } from '@acolhe/shared/api/patient'
import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { apiRequest } from '../api-client'
import { allPersonQueryKeys, personQueryKeys } from '../person-query-keys'
import type { AnswerOf } from '../answer-of'

// POST /api/user/login → 200 { user }; 401 bad credentials, 403 banned. Those two are the form's own answer,
// shown in place (on /login and in the wizard's step 3, which keeps the chosen hour), never an ended session.

export async function logInPatient(body: LoginInput): Promise<PatientDto> {
  return (await apiRequest<AnswerOf<typeof patientEnvelopeSchema>>('/user/login', { method: 'POST', body, authFailure: 'caller' })).user
}

export function useLogInPatient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logInPatient,
    onSuccess: (user) => {
      // One cookie serves every role: logging in replaces whoever was logged in before.
      for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
      queryClient.setQueryData(personQueryKeys.patient, user)
    },
  })
}
