import { useQuery } from '@tanstack/react-query'
import { balanceSchema } from '@acolhe/shared/api/payments'
import { api } from '../../../lib/api-client'
import { sessionsQueryKeys } from './session-query-keys'

// GET /api/user/me/balance: shown in the payment modal, used before the provider.

export async function getBalance(signal?: AbortSignal) {
  return balanceSchema.parse(await api.get('/user/me/balance', undefined, signal))
}

export function useBalance(enabled: boolean) {
  return useQuery({ queryKey: sessionsQueryKeys.balance, queryFn: ({ signal }) => getBalance(signal), enabled })
}
