import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { clinicListSchema, type ClinicListDto } from '@acolhe/shared/api/clinic'
import type { ClinicListQuery } from '@acolhe/shared/schemas/clinic'
import { api } from '../../../lib/api-client'
import { clinicQueryKeys } from './clinic-query-keys'

// GET /api/clinic?page&limit&status&search (admin: every clinic) → 200 { data[], total }.

export async function listClinics(query: ClinicListQuery, signal?: AbortSignal): Promise<ClinicListDto> {
  return clinicListSchema.parse(await api.get('/clinic', query, signal))
}

export const clinicsQueryOptions = (query: ClinicListQuery) =>
  queryOptions({ queryKey: clinicQueryKeys.list(query), queryFn: ({ signal }) => listClinics(query, signal), placeholderData: keepPreviousData })

export function useClinics(query: ClinicListQuery) {
  return useQuery(clinicsQueryOptions(query))
}
