import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { professionalEnvelopeSchema, ProfessionalDto } from '@acolhe/shared/api/professional'
import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'
import { allPersonQueryKeys, personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/login → 200 { professional }; 401 bad credentials, 403 banned (a professional awaiting authorization may log in).

export async function logInProfessional(body: LoginInput): Promise<ProfessionalDto> {
  return (await api.post<AnswerOf<typeof professionalEnvelopeSchema>>('/professional-private/login', body)).professional
}

export function useLogInProfessional() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logInProfessional,
    onSuccess: (professional) => {
      // One cookie serves every role: logging in replaces whoever was logged in before.
      for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
      queryClient.setQueryData(personQueryKeys.professional, professional)
    },
  })
}
