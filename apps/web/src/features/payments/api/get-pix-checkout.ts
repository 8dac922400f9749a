import { queryOptions, useQuery } from '@tanstack/react-query'
import { pixCheckoutSchema, type PixCheckoutDto } from '@acolhe/shared/api/pix'
import { pixTexts as t } from '@acolhe/shared/texts/pix'

// GET /api/payments/pix/{paymentId}: the Pix charge page's data (the patient's own payment).

export async function getPixCheckout(paymentId: string): Promise<PixCheckoutDto> {
  const response = await fetch(`/api/payments/pix/${encodeURIComponent(paymentId)}`, { credentials: 'include' })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message
    throw new Error(typeof message === 'string' ? message : t.chargeUnavailable)
  }
  return pixCheckoutSchema.parse(body)
}

/** Polls every 3 s while the charge is open: the page turns to "paid" when the PSP's webhook lands. */
export const pixCheckoutQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['payments', 'pix', paymentId],
    queryFn: () => getPixCheckout(paymentId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'WAITING' ? 3000 : false),
  })

export function usePixCheckout(paymentId: string) {
  return useQuery(pixCheckoutQueryOptions(paymentId))
}
