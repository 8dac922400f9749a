import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { seriesCreatedSchema } from '@acolhe/shared/api/series'
import type { z } from 'zod'
import type { createSeriesBodySchema } from '@acolhe/shared/schemas/series'
import { api } from '../../../lib/api-client'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { seriesQueryKeys } from './series-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/session-series → 201 the series, week 0's session (paid now) and the weeks booked and skipped.

export type CreateSeriesInput = z.input<typeof createSeriesBodySchema>

export async function createSeries(body: CreateSeriesInput) {
  return api.post<AnswerOf<typeof seriesCreatedSchema>>('/session-series', body)
}

export function useCreateSeries() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSeries,
    onSuccess: (answer) => queryClient.setQueryData(seriesQueryKeys.one(answer.series.id), answer.series),
    onSettled: (_answer, _error, body) => invalidateOpenTimes(queryClient, body.professional_id),
  })
}
