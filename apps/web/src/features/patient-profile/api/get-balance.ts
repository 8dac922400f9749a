import { queryOptions, useQuery } from '@tanstack/react-query'
import type { balanceSchema, BalanceDto } from '@acolhe/shared/api/payments'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/user/me/balance → { balance_cents, entries } (newest first; the balance is their sum).

export async function getBalance(signal?: AbortSignal): Promise<BalanceDto> {
  return api.get<AnswerOf<typeof balanceSchema>>('/user/me/balance', undefined, signal)
}

export const balanceQueryOptions = () => queryOptions({ queryKey: ['patient-profile', 'balance'], queryFn: ({ signal }) => getBalance(signal) })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
