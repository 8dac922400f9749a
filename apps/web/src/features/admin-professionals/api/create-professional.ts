import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { professionalEnvelopeSchema, ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalAdminCreateBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { invalidateAdminProfessionals } from './professional-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/by-admin (admin; decision 013) → 201 { professional }; 409 email taken.

export async function createProfessional(body: ProfessionalAdminCreateBody): Promise<ProfessionalDto> {
  return (await api.post<AnswerOf<typeof professionalEnvelopeSchema>>('/professional-private/by-admin', body)).professional
}

export function useCreateProfessional() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProfessional, onSuccess: () => invalidateAdminProfessionals(queryClient) })
}
