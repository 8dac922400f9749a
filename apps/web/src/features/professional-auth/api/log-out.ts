import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

// DELETE /api/professional-private/logout → 204 (the server revokes the session and clears the cookie).

export async function logOutProfessional(): Promise<void> {
  await api.delete('/professional-private/logout')
}

export function useLogOutProfessional() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOutProfessional,
    // Nothing cached for this person may be shown to whoever uses the browser next.
    onSuccess: () => queryClient.clear(),
  })
}
