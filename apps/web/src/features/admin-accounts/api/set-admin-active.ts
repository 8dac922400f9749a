import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { adminListItemSchema, type AdminListItemDto } from '@acolhe/shared/api/admin'
import { api } from '../../../lib/api-client'
import { adminAccountQueryKeys } from './admin-account-query-keys'

// PATCH /api/admins/{id}/active (admin) { active } → 200 { admin }; 422 for one's own account or the last active admin.

const answerSchema = z.object({ admin: adminListItemSchema })

export async function setAdminActive({ id, active }: { id: string; active: boolean }): Promise<AdminListItemDto> {
  return answerSchema.parse(await api.patch(`/admins/${id}/active`, { active })).admin
}

export function useSetAdminActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setAdminActive,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminAccountQueryKeys.all })
      await queryClient.invalidateQueries({ queryKey: adminAccountQueryKeys.dashboard })
    },
  })
}
