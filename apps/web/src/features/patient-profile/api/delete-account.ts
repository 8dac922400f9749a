import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, buildApiUrl } from '../../../lib/api-client'

// DELETE /api/user/me {password?} → 204: the account is anonymized and logged out (decision 007).
// Sent without the JSON client on purpose: a wrong password answers 401 here, which must show its
// message in the dialog instead of triggering the app-wide "session ended" redirect.

export async function deleteAccount({ password }: { password: string }): Promise<void> {
  let response: Response
  try {
    response = await fetch(buildApiUrl('/user/me'), {
      method: 'DELETE',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(password ? { password } : {}),
    })
  } catch {
    throw new ApiError(0, null)
  }
  if (response.ok) return
  const payload: unknown = await response.json().catch(() => null)
  const message = (payload as { message?: unknown } | null)?.message
  throw new ApiError(response.status, typeof message === 'string' ? message : null)
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}

/**
 * Forgets everything cached about the deleted person — after leaving the patient area, because a
 * patient screen still mounted would ask /user/me again and its 401 would send the person to /login.
 */
export function useForgetDeletedPatient() {
  const queryClient = useQueryClient()
  return (leave: () => void | Promise<void>) => void Promise.resolve(leave()).then(() => queryClient.clear())
}
