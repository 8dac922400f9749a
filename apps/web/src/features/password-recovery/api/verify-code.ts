import { useMutation } from '@tanstack/react-query'
import type { recoveryVerifiedSchema } from '@acolhe/shared/api/password-recovery'
import type { RecoveryCode } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/password-recovery/verify {email, kind, code} → 200 { valid: true }, or 400 { message } (a
// wrong code counts as one of the 5 tries).

export async function verifyRecoveryCode(body: RecoveryCode): Promise<true> {
  return (await api.post<AnswerOf<typeof recoveryVerifiedSchema>>('/password-recovery/verify', body)).valid
}

export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode })
}
