import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminPatientListSchema } from '@acolhe/shared/api/admin-lists'
import type { AdminPatientsQuery } from '@acolhe/shared/schemas/admin-lists'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { patientQueryKeys } from './patient-query-keys'

// GET /api/user?page&limit&search&is_complete&is_member (admin) → 200 { data[], total }.

export type AdminPatientListDto = z.infer<typeof adminPatientListSchema>

export async function listPatients(query: AdminPatientsQuery, signal?: AbortSignal): Promise<AdminPatientListDto> {
  return adminPatientListSchema.parse(await api.get('/user', query, signal))
}

export const patientsQueryOptions = (query: AdminPatientsQuery) =>
  queryOptions({ queryKey: patientQueryKeys.list(query), queryFn: ({ signal }) => listPatients(query, signal), placeholderData: keepPreviousData })

export function usePatients(query: AdminPatientsQuery) {
  return useQuery(patientsQueryOptions(query))
}
