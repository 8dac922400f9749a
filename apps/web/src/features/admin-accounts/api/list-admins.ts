import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { adminListSchema, AdminListDto } from '@acolhe/shared/api/admin'
import type { AdminListQuery } from '@acolhe/shared/schemas/admin'
import { api } from '../../../lib/api-client'
import { adminAccountQueryKeys } from './admin-account-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/admins?page&limit (admin) → 200 { data[], total }; each row says whether it can be deactivated.

export async function listAdmins(query: AdminListQuery, signal?: AbortSignal): Promise<AdminListDto> {
  return api.get<AnswerOf<typeof adminListSchema>>('/admins', query, signal)
}

export const adminsQueryOptions = (query: AdminListQuery) =>
  queryOptions({ queryKey: adminAccountQueryKeys.list(query), queryFn: ({ signal }) => listAdmins(query, signal), placeholderData: keepPreviousData })

export function useAdmins(query: AdminListQuery) {
  return useQuery(adminsQueryOptions(query))
}
