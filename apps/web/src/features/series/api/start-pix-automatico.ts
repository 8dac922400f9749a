import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { pixAutomaticoOptInSchema } from '@acolhe/shared/api/pix-automatico'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'
import { seriesQueryKeys } from './series-query-keys'

// POST /api/session-series/{id}/pix-automatico → 201 the journey-3 QR: it pays the first unpaid week now
// and authorizes the weekly debits up to the cap.

export async function startPixAutomatico(seriesId: string) {
  // An empty object, not no body: the route's body schema is an (empty) object, and a POST without a body
  // reaches it as null.
  return api.post<AnswerOf<typeof pixAutomaticoOptInSchema>>(`/session-series/${seriesId}/pix-automatico`, {})
}

export function useStartPixAutomatico() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startPixAutomatico,
    // The answer carries the new (PENDING) state: the card and the dialog show it without another read.
    onSuccess: (reply, seriesId) => queryClient.setQueryData(seriesQueryKeys.pixAutomatico(seriesId), reply.pix_automatico),
  })
}
