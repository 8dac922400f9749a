import { useMutation } from '@tanstack/react-query'
import type { RecoveryResetBody } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'

// POST /api/password-recovery/reset {email, kind, code, password} → 204; 400 { message } when the code
// expired or ran out of tries. The server ends every open session of the account.

export async function resetPassword(body: RecoveryResetBody): Promise<void> {
  await api.post('/password-recovery/reset', body)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
