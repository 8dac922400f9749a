import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { supportMessageListSchema, SupportMessageListDto } from '@acolhe/shared/api/support'
import type { SupportListQuery } from '@acolhe/shared/schemas/support'
import { api } from '../../../lib/api-client'
import { supportQueryKeys } from './support-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/support/messages?page&limit&state (admin) → 200 { data[], total, open }, newest first.

export async function listMessages(query: SupportListQuery, signal?: AbortSignal): Promise<SupportMessageListDto> {
  return api.get<AnswerOf<typeof supportMessageListSchema>>('/support/messages', query, signal)
}

export const messagesQueryOptions = (query: SupportListQuery) =>
  queryOptions({ queryKey: supportQueryKeys.list(query), queryFn: ({ signal }) => listMessages(query, signal), placeholderData: keepPreviousData })

export function useMessages(query: SupportListQuery) {
  return useQuery(messagesQueryOptions(query))
}
