import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { professionalEnvelopeSchema, ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalRegistrationBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { allPersonQueryKeys, personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private (the four steps) → 201 { professional }, logged in and awaiting
// authorization; 400 a field rule, 409 email not available, 422 clinic not active.

export async function registerProfessional(body: ProfessionalRegistrationBody): Promise<ProfessionalDto> {
  return (await api.post<AnswerOf<typeof professionalEnvelopeSchema>>('/professional-private', body)).professional
}

export function useRegisterProfessional() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerProfessional,
    onSuccess: (professional) => {
      // The new session replaces whoever was logged in in this browser.
      for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
      queryClient.setQueryData(personQueryKeys.professional, professional)
    },
  })
}
