import { queryOptions, useQuery } from '@tanstack/react-query'
import type { sessionSchema, SessionDto } from '@acolhe/shared/api/session'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/session/{id}. While the payment step is open it is read again every few seconds, so the
// wizard learns that the provider's webhook confirmed the session without the payer doing anything.
// The payer is usually on the checkout tab meanwhile, so the polling goes on while this tab is hidden
// and the session is read again the moment the tab comes back: it never shows 'Aguardando pagamento'
// and 'Ir para o pagamento' from an old answer.

export const PAYMENT_POLL_MS = 3_000

export async function getSession(id: string, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof sessionSchema>>(`/session/${id}`, undefined, signal)
}

export const sessionQueryKey = (id: string) => ['booking', 'session', id] as const

export const sessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: sessionQueryKey(id), queryFn: ({ signal }) => getSession(id, signal) })

/** The server still takes a payment for it (its `actions.pay`): until then the step waits and polls. */
const awaitingPayment = (session: SessionDto | undefined) => session?.actions.pay === true

/** The session, polled while it waits for its payment (also while the tab is hidden), read again on focus. */
export function useBookedSession(id: string | undefined) {
  return useQuery({
    ...sessionQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (awaitingPayment(query.state.data) ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: (query) => awaitingPayment(query.state.data),
  })
}
