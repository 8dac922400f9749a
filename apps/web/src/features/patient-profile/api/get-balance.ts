import { queryOptions, useQuery } from '@tanstack/react-query'
import { balanceSchema, type BalanceDto } from '@acolhe/shared/api/payments'
import { api } from '../../../lib/api-client'

// GET /api/user/me/balance → { balance_cents, entries } (newest first; the balance is their sum).

export async function getBalance(signal?: AbortSignal): Promise<BalanceDto> {
  return balanceSchema.parse(await api.get('/user/me/balance', undefined, signal))
}

export const balanceQueryOptions = () => queryOptions({ queryKey: ['patient-profile', 'balance'], queryFn: ({ signal }) => getBalance(signal) })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
