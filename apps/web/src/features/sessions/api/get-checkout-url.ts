import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkoutUrlSchema } from '@acolhe/shared/api/payments'
import { api } from '../../../lib/api-client'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'

// GET /api/session/{id}/checkout-url → { url, paid_with_balance } for 'Realizar pagamento'.

export async function getCheckoutUrl(sessionId: string) {
  return checkoutUrlSchema.parse(await api.get(`/session/${sessionId}/checkout-url`))
}

export function useCheckoutUrl() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: getCheckoutUrl, onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }), invalidateOpenTimes(queryClient)]) })
}
