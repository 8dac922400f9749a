import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { checkoutUrlSchema } from '@acolhe/shared/api/payments'
import { api } from '../api-client'
import { sessionsQueryKeys } from '../session-query-keys'
import { invalidateOpenTimes } from '../open-times-api'
import type { AnswerOf } from '../answer-of'

// GET /api/session/{id}/checkout-url → { url, paid_with_balance }: the balance pays first; url is null
// when it covered everything (the session is then already confirmed).

export async function getCheckoutUrl(sessionId: string) {
  return api.get<AnswerOf<typeof checkoutUrlSchema>>(`/session/${sessionId}/checkout-url`)
}

/**
 * 'Realizar pagamento'. `refreshSessions`: a session card's payment refreshes the consultation lists and
 * the open times whatever the answer; the wizard's last step leaves its own screen as it is.
 */
export function useCheckoutUrl({ refreshSessions }: { refreshSessions: boolean }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: getCheckoutUrl,
    onSettled: refreshSessions ? () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }), invalidateOpenTimes(queryClient)]) : undefined,
  })
}
