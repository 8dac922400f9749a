import { useMutation, useQueryClient } from '@tanstack/react-query'
import { localDecisionResultSchema, type LocalCheckoutDto, type LocalDecisionResultDto } from '@acolhe/shared/api/payments'
import type { LocalDecisionBody } from '@acolhe/shared/schemas/payments'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { announcePaymentDecided } from '../../../lib/payment-decided'
import { localCheckoutQueryOptions } from './get-local-checkout'

// POST /api/payments/local/{paymentId}/decision: the payer approves or refuses (demo provider).

export async function decideLocalPayment(paymentId: string, decision: LocalDecisionBody): Promise<LocalDecisionResultDto> {
  const response = await fetch(`/api/payments/local/${encodeURIComponent(paymentId)}/decision`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(decision),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message
    throw new Error(typeof message === 'string' ? message : t.localDecisionError)
  }
  return localDecisionResultSchema.parse(body)
}

export function useDecideLocalPayment(paymentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: LocalDecisionBody) => decideLocalPayment(paymentId, decision),
    retry: false,
    // The decision's answer already holds the new status: the page shows it at once (the button stops
    // spinning when the server has answered, not after a second read), then reads the rest again.
    onSuccess: (result) => {
      const { queryKey } = localCheckoutQueryOptions(paymentId)
      queryClient.setQueryData(queryKey, (current: LocalCheckoutDto | undefined) => current && { ...current, ...result })
      announcePaymentDecided()
      void queryClient.invalidateQueries({ queryKey })
    },
  })
}
