import { useMutation } from '@tanstack/react-query'
import type { recoveryRequestedSchema } from '@acolhe/shared/api/password-recovery'
import type { RecoveryRequest } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/password-recovery {email, kind} → 202 { message }, the same answer for any email
// (recovery never reveals whether an email is registered: docs/product/accounts-and-access.md).

export async function requestRecoveryCode(body: RecoveryRequest): Promise<string> {
  return (await api.post<AnswerOf<typeof recoveryRequestedSchema>>('/password-recovery', body)).message
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode })
}
