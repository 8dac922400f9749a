import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminPatientListSchema } from '@acolhe/shared/api/admin-lists'
import type { AdminPatientsQuery } from '@acolhe/shared/schemas/admin-lists'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'

// GET /api/user?page&limit&search&is_complete (admin) → 200 { data[], total }: the wizard's step 1.

export type PatientListDto = z.infer<typeof adminPatientListSchema>

export async function listPatients(query: AdminPatientsQuery, signal?: AbortSignal): Promise<PatientListDto> {
  return adminPatientListSchema.parse(await api.get('/user', query, signal))
}

export const patientsQueryOptions = (query: AdminPatientsQuery) =>
  queryOptions({ queryKey: adminSessionQueryKeys.patients(query), queryFn: ({ signal }) => listPatients(query, signal), placeholderData: keepPreviousData })

export function usePatients(query: AdminPatientsQuery) {
  return useQuery(patientsQueryOptions(query))
}
