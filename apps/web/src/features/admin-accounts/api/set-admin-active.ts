import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminListItemDto } from '@acolhe/shared/api/admin'
import { api } from '../../../lib/api-client'
import { adminAccountQueryKeys } from './admin-account-query-keys'

// PATCH /api/admins/{id}/active (admin) { active } → 200 { admin }; 422 for one's own account or the last active admin.

type Answer = { admin: AdminListItemDto }

export async function setAdminActive({ id, active }: { id: string; active: boolean }): Promise<AdminListItemDto> {
  return (await api.patch<Answer>(`/admins/${id}/active`, { active })).admin
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
