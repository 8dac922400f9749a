import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminListItemDto } from '@acolhe/shared/api/admin'
import type { CreateAdminBody } from '@acolhe/shared/schemas/admin'
import { api } from '../../../lib/api-client'
import { adminAccountQueryKeys } from './admin-account-query-keys'

// POST /api/admins (admin) { first_name, last_name, email, password } → 201 { admin }; 409 email taken.

type Answer = { admin: AdminListItemDto }

export async function createAdmin(body: CreateAdminBody): Promise<AdminListItemDto> {
  return (await api.post<Answer>('/admins', body)).admin
}

export function useCreateAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminAccountQueryKeys.all })
      await queryClient.invalidateQueries({ queryKey: adminAccountQueryKeys.dashboard })
    },
  })
}
