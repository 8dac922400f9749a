import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminProfessionalListSchema } from '@acolhe/shared/api/admin-lists'
import type { AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'

// GET /api/professional-private/all?page&limit&search&professional_type&service_modality&contract&authorized
// (admin) → 200 { data[], total }: the wizard's step 2.

export type ProfessionalListDto = z.infer<typeof adminProfessionalListSchema>

export async function listProfessionals(query: AdminProfessionalsQuery, signal?: AbortSignal): Promise<ProfessionalListDto> {
  return adminProfessionalListSchema.parse(await api.get('/professional-private/all', query, signal))
}

export const professionalsQueryOptions = (query: AdminProfessionalsQuery) =>
  queryOptions({ queryKey: adminSessionQueryKeys.professionals(query), queryFn: ({ signal }) => listProfessionals(query, signal), placeholderData: keepPreviousData })

export function useProfessionals(query: AdminProfessionalsQuery) {
  return useQuery(professionalsQueryOptions(query))
}
