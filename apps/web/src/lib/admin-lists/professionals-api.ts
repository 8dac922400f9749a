import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { adminProfessionalListSchema } from '@acolhe/shared/api/admin-lists'
import type { AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'
import type { z } from 'zod'
import { api } from '../api-client'
import type { AnswerOf } from '../answer-of'

// GET /api/professional-private/all?page&limit&search&professional_type&service_modality&contract&authorized
// (admin) → 200 { data[], total }. One client and one key for the professionals page and the admin's booking
// wizard (step 2), so a change to a professional refreshes both.

export type AdminProfessionalListDto = z.infer<typeof adminProfessionalListSchema>

export const adminProfessionalsQueryKeys = {
  all: ['admin-professionals'] as const,
  lists: ['admin-professionals', 'list'] as const,
  list: (query: AdminProfessionalsQuery) => ['admin-professionals', 'list', query] as const,
}

export async function listAdminProfessionals(query: AdminProfessionalsQuery, signal?: AbortSignal): Promise<AdminProfessionalListDto> {
  return api.get<AnswerOf<typeof adminProfessionalListSchema>>('/professional-private/all', query, signal)
}

export const adminProfessionalsQueryOptions = (query: AdminProfessionalsQuery) =>
  queryOptions({ queryKey: adminProfessionalsQueryKeys.list(query), queryFn: ({ signal }) => listAdminProfessionals(query, signal), placeholderData: keepPreviousData })

export function useAdminProfessionals(query: AdminProfessionalsQuery) {
  return useQuery(adminProfessionalsQueryOptions(query))
}
