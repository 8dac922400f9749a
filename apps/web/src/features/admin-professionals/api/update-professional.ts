import { useMutation, useQueryClient } from '@tanstack/react-query'
import { professionalEnvelopeSchema, type ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalEditBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { invalidateAdminProfessionals } from './professional-query-keys'

// PATCH /api/professional-private/{id} (owner or admin; the changed fields, never email or photo url) → 200 { professional }.

export async function updateProfessional({ id, body }: { id: string; body: ProfessionalEditBody }): Promise<ProfessionalDto> {
  return professionalEnvelopeSchema.parse(await api.patch(`/professional-private/${id}`, body)).professional
}

export function useUpdateProfessional() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateProfessional, onSuccess: () => invalidateAdminProfessionals(queryClient) })
}
