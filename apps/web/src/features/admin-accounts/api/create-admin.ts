import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { adminListItemSchema, type AdminListItemDto } from '@acolhe/shared/api/admin'
import type { CreateAdminBody } from '@acolhe/shared/schemas/admin'
import { api } from '../../../lib/api-client'
import { adminAccountQueryKeys } from './admin-account-query-keys'

// POST /api/admins (admin) { first_name, last_name, email, password } → 201 { admin }; 409 email taken.

const answerSchema = z.object({ admin: adminListItemSchema })

export async function createAdmin(body: CreateAdminBody): Promise<AdminListItemDto> {
  return answerSchema.parse(await api.post('/admins', body)).admin
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
