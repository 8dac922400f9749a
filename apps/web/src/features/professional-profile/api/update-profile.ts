import { useMutation, useQueryClient } from '@tanstack/react-query'
import { professionalEnvelopeSchema, type ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalEditBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'

// PATCH /api/professional-private/{id} (the changed fields, never email or photo url) → 200 { professional }.

export async function updateProfile({ id, body }: { id: string; body: ProfessionalEditBody }): Promise<ProfessionalDto> {
  return professionalEnvelopeSchema.parse(await api.patch(`/professional-private/${id}`, body)).professional
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (professional) => queryClient.setQueryData(personQueryKeys.professional, professional),
  })
}
