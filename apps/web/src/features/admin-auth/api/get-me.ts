import { queryOptions, useQuery } from '@tanstack/react-query'
import type { adminEnvelopeSchema, AdminDto } from '@acolhe/shared/api/admin'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/admin/me → 200 { admin } or 401 (an inactive admin has no session).

export async function getCurrentAdmin(signal?: AbortSignal): Promise<AdminDto> {
  return (await api.get<AnswerOf<typeof adminEnvelopeSchema>>('/admin/me', undefined, signal)).admin
}

export const currentAdminQueryOptions = () =>
  queryOptions({ queryKey: personQueryKeys.admin, queryFn: ({ signal }) => getCurrentAdmin(signal), staleTime: 5 * 60_000 })

export function useCurrentAdmin() {
  return useQuery(currentAdminQueryOptions())
}
