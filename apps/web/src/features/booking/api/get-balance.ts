import { queryOptions, useQuery } from '@tanstack/react-query'
import { balanceSchema } from '@acolhe/shared/api/payments'
import { api } from '../../../lib/api-client'

// GET /api/user/me/balance: what the payment step subtracts before the provider is asked for the rest.

export async function getBalance(signal?: AbortSignal) {
  return balanceSchema.parse(await api.get('/user/me/balance', undefined, signal))
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: ['booking', 'balance'], queryFn: ({ signal }) => getBalance(signal) })

export function useBalance(enabled: boolean) {
  return useQuery({ ...balanceQueryOptions(), enabled })
}
