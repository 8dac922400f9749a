import { useMutation, useQueryClient } from '@tanstack/react-query'
import { professionalEnvelopeSchema, type ProfessionalDto } from '@acolhe/shared/api/professional'
import type { ProfessionalAdminCreateBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { invalidateAdminProfessionals } from './professional-query-keys'

// POST /api/professional-private/by-admin (admin; decision 013) → 201 { professional }; 409 email taken.

export async function createProfessional(body: ProfessionalAdminCreateBody): Promise<ProfessionalDto> {
  return professionalEnvelopeSchema.parse(await api.post('/professional-private/by-admin', body)).professional
}

export function useCreateProfessional() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProfessional, onSuccess: () => invalidateAdminProfessionals(queryClient) })
}
