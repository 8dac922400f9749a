import { queryOptions, useQuery } from '@tanstack/react-query'
import type { processorListSchema, ProcessorListDto } from '@acolhe/shared/api/processors'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/processors → 200 { processors[] }: the processors this installation's configuration turns on.

export async function getProcessors(signal?: AbortSignal): Promise<ProcessorListDto> {
  return api.get<AnswerOf<typeof processorListSchema>>('/processors', undefined, signal)
}

export const processorsQueryOptions = () =>
  queryOptions({
    queryKey: ['processors'] as const,
    queryFn: ({ signal }) => getProcessors(signal),
    // The list changes only when the installation is reconfigured and restarted.
    staleTime: 10 * 60_000,
  })

export function useProcessors() {
  return useQuery(processorsQueryOptions())
}
