import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminProfessionalEnvelopeSchema, type AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { api } from '../../../lib/api-client'
import { professionalQueryKeys } from './professional-query-keys'

// PATCH /api/professional-private/{id}/authorization (admin) body { authorized } → 200 { professional }; 404 unknown.

export async function setAuthorization({ id, authorized }: { id: string; authorized: boolean }): Promise<AdminProfessionalDto> {
  return adminProfessionalEnvelopeSchema.parse(await api.patch(`/professional-private/${id}/authorization`, { authorized })).professional
}

export function useSetAuthorization() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setAuthorization, onSuccess: () => queryClient.invalidateQueries({ queryKey: professionalQueryKeys.all }) })
}
