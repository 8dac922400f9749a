import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { adminPatientListSchema } from '@acolhe/shared/api/admin-lists'
import type { AdminPatientsQuery } from '@acolhe/shared/schemas/admin-lists'
import type { z } from 'zod'
import { api } from '../api-client'
import type { AnswerOf } from '../answer-of'

// GET /api/user?page&limit&search&is_complete&is_member (admin) → 200 { data[], total }. One client and one
// key for the patients page and the admin's booking wizard (step 1), so a change to a patient refreshes both.

export type AdminPatientListDto = z.infer<typeof adminPatientListSchema>

export const adminPatientsQueryKeys = {
  all: ['admin-patients'] as const,
  lists: ['admin-patients', 'list'] as const,
  list: (query: AdminPatientsQuery) => ['admin-patients', 'list', query] as const,
}

export async function listAdminPatients(query: AdminPatientsQuery, signal?: AbortSignal): Promise<AdminPatientListDto> {
  return api.get<AnswerOf<typeof adminPatientListSchema>>('/user', query, signal)
}

export const adminPatientsQueryOptions = (query: AdminPatientsQuery) =>
  queryOptions({ queryKey: adminPatientsQueryKeys.list(query), queryFn: ({ signal }) => listAdminPatients(query, signal), placeholderData: keepPreviousData })

export function useAdminPatients(query: AdminPatientsQuery) {
  return useQuery(adminPatientsQueryOptions(query))
}
