import { queryOptions, useQuery } from '@tanstack/react-query'
import { localCheckoutSchema, type LocalCheckoutDto } from '@acolhe/shared/api/payments'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'

// GET /api/payments/local/{paymentId}: the built-in checkout page's data (no login needed).

export async function getLocalCheckout(paymentId: string): Promise<LocalCheckoutDto> {
  const response = await fetch(`/api/payments/local/${encodeURIComponent(paymentId)}`, { credentials: 'include' })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message
    throw new Error(typeof message === 'string' ? message : t.localLoadError)
  }
  return localCheckoutSchema.parse(body)
}

export const localCheckoutQueryOptions = (paymentId: string) =>
  queryOptions({ queryKey: ['payments', 'local', paymentId], queryFn: () => getLocalCheckout(paymentId), retry: false })

export function useLocalCheckout(paymentId: string) {
  return useQuery(localCheckoutQueryOptions(paymentId))
}
