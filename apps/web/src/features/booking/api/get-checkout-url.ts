import { useMutation } from '@tanstack/react-query'
import { checkoutUrlSchema } from '@acolhe/shared/api/payments'
import { api } from '../../../lib/api-client'

// GET /api/session/{id}/checkout-url → { url, paid_with_balance }: the balance pays first; url is null
// when it covered everything (the session is then already confirmed).

export async function getCheckoutUrl(sessionId: string) {
  return checkoutUrlSchema.parse(await api.get(`/session/${sessionId}/checkout-url`))
}

export function useCheckoutUrl() {
  return useMutation({ mutationFn: getCheckoutUrl })
}
