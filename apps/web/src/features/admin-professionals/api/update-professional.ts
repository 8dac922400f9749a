import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { professionalEnvelopeSchema, ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalEditBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { invalidateAdminProfessionals } from './professional-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/professional-private/{id} (owner or admin; the changed fields, never email or photo url) → 200 { professional }.

export async function updateProfessional({ id, body }: { id: string; body: ProfessionalEditBody }): Promise<ProfessionalDto> {
  return (await api.patch<AnswerOf<typeof professionalEnvelopeSchema>>(`/professional-private/${id}`, body)).professional
}

export function useUpdateProfessional() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateProfessional, onSuccess: () => invalidateAdminProfessionals(queryClient) })
}
