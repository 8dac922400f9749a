import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { patientEnvelopeSchema, PatientDto } from '@acolhe/shared/api/patient'
import type { PatientCompleteBody } from '@acolhe/shared/schemas/patient'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/user/{id}/complete → 200 { user } now complete; 409 when it already was. The password is
// left out for Google accounts finishing at /cadastro/info-complemento?isG=true.

export async function completeSignUp({ id, body }: { id: string; body: PatientCompleteBody }): Promise<PatientDto> {
  return (await api.patch<AnswerOf<typeof patientEnvelopeSchema>>(`/user/${id}/complete`, body)).user
}

export function useCompleteSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeSignUp,
    onSuccess: (user) => queryClient.setQueryData(personQueryKeys.patient, user),
  })
}
