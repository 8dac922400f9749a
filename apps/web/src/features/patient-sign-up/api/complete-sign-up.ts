import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patientEnvelopeSchema, type PatientDto } from '@acolhe/shared/api/patient'
import type { PatientCompleteBody } from '@acolhe/shared/schemas/patient'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'

// PATCH /api/user/{id}/complete → 200 { user } now complete; 409 when it already was. The password is
// left out for Google accounts finishing at /cadastro/info-complemento?isG=true.

export async function completeSignUp({ id, body }: { id: string; body: PatientCompleteBody }): Promise<PatientDto> {
  return patientEnvelopeSchema.parse(await api.patch(`/user/${id}/complete`, body)).user
}

export function useCompleteSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeSignUp,
    onSuccess: (user) => queryClient.setQueryData(personQueryKeys.patient, user),
  })
}
