import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { adminLoginResponseSchema, AdminDto } from '@acolhe/shared/api/admin'
import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'
import { allPersonQueryKeys, personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/admin/login → 200 { success: true, admin }; 401 bad credentials, 403 inactive admin.

export async function logInAdmin(body: LoginInput): Promise<AdminDto> {
  return (await api.post<AnswerOf<typeof adminLoginResponseSchema>>('/admin/login', body)).admin
}

export function useLogInAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logInAdmin,
    onSuccess: (admin) => {
      // One cookie serves every role: logging in replaces whoever was logged in before.
      for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
      queryClient.setQueryData(personQueryKeys.admin, admin)
    },
  })
}
