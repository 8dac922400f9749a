import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { pixAutomaticoSchema } from '@acolhe/shared/api/pix-automatico'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/session-series/{id}/pix-automatico/stop → the series' Pix Automático, CANCELLED.

export async function stopPixAutomatico(seriesId: string) {
  return api.post<AnswerOf<typeof pixAutomaticoSchema>>(`/session-series/${seriesId}/pix-automatico/stop`)
}

export function useStopPixAutomatico() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: stopPixAutomatico,
    // The weeks ahead now ask for an ordinary payment: every consultation list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  })
}
