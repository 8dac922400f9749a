import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patientEnvelopeSchema, type PatientDto } from '@acolhe/shared/api/patient'
import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { apiRequest } from '../../../lib/api-client'
import { allPersonQueryKeys, personQueryKeys } from '../../../lib/person-query-keys'

// POST /api/user/login → 200 { user } (step 3 'Entrar'); 401 bad credentials, 403 banned. Those two are
// shown on the form, in place: the wizard keeps the chosen hour instead of going to /login.

export async function logInPatient(body: LoginInput): Promise<PatientDto> {
  return patientEnvelopeSchema.parse(await apiRequest('/user/login', { method: 'POST', body, authFailure: 'caller' })).user
}

export function useWizardLogIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logInPatient,
    onSuccess: (user) => {
      for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
      queryClient.setQueryData(personQueryKeys.patient, user)
    },
  })
}
