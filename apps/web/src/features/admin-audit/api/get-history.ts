import { queryOptions, useQuery } from '@tanstack/react-query'
import type { auditListSchema } from '@acolhe/shared/api/admin-lists'
import type { AuditQuery } from '@acolhe/shared/schemas/admin-lists'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/audit?entity&id (admin) → 200 { data[] }: who changed the record, what, before and after, when.

export type AuditEntryDto = z.infer<typeof auditListSchema>['data'][number]

export async function getHistory(query: AuditQuery, signal?: AbortSignal): Promise<AuditEntryDto[]> {
  return (await api.get<AnswerOf<typeof auditListSchema>>('/audit', query, signal)).data
}

export const historyQueryOptions = (query: AuditQuery) =>
  // Any admin change elsewhere may add a line: always read afresh when the panel opens.
  queryOptions({ queryKey: ['admin-audit', query.entity, query.id], queryFn: ({ signal }) => getHistory(query, signal), staleTime: 0 })

export function useHistory(query: AuditQuery) {
  return useQuery(historyQueryOptions(query))
}
