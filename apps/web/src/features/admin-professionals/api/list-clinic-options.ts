import { queryOptions, useQuery } from '@tanstack/react-query'
import { clinicListSchema } from '@acolhe/shared/api/clinic'
import { api } from '../../../lib/api-client'
import { professionalQueryKeys } from './professional-query-keys'

// GET /api/clinic?status=true&limit=100 → the active clinics a professional can be linked to.

export type ClinicOption = { value: string; label: string }

/** Large enough for every active clinic in one select (the API's maximum page). */
const CLINICS_LIMIT = 100

export async function listClinicOptions(signal?: AbortSignal): Promise<ClinicOption[]> {
  const reply = clinicListSchema.parse(await api.get('/clinic', { status: true, page: 1, limit: CLINICS_LIMIT }, signal))
  return reply.data.map((clinic) => ({ value: clinic.id, label: clinic.name }))
}

export const clinicOptionsQueryOptions = () =>
  queryOptions({ queryKey: professionalQueryKeys.clinicOptions, queryFn: ({ signal }) => listClinicOptions(signal), staleTime: 60_000 })

export function useClinicOptions() {
  return useQuery(clinicOptionsQueryOptions())
}
