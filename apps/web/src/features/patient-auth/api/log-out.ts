import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

// DELETE /api/user/logout → 204 (the server revokes the session and clears the cookie).

export async function logOutPatient(): Promise<void> {
  await api.delete('/user/logout')
}

export function useLogOutPatient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOutPatient,
    // Nothing cached for this person may be shown to whoever uses the browser next.
    onSuccess: () => queryClient.clear(),
  })
}
