import { useMutation } from '@tanstack/react-query'
import { recoveryRequestedSchema } from '@acolhe/shared/api/password-recovery'
import type { RecoveryRequest } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'

// POST /api/password-recovery {email, kind} → 202 { message }, the same answer for any email
// (recovery never reveals whether an email is registered: docs/product/accounts-and-access.md).

export async function requestRecoveryCode(body: RecoveryRequest): Promise<string> {
  return recoveryRequestedSchema.parse(await api.post('/password-recovery', body)).message
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode })
}
