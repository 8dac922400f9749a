import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

// DELETE /api/admin/logout → 204 (the server revokes the session and clears the cookie).

export async function logOutAdmin(): Promise<void> {
  await api.delete('/admin/logout')
}

export function useLogOutAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOutAdmin,
    // Nothing cached for this person may be shown to whoever uses the browser next.
    onSuccess: () => queryClient.clear(),
  })
}
