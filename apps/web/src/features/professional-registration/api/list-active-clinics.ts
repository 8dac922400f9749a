import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

// GET /api/clinic?status=true → 200 { data[], total }: the active clinics, public (the registration's
// select needs them before any login). Only id and name are read here.

const activeClinicsSchema = z.object({ data: z.array(z.looseObject({ id: z.string().uuid(), name: z.string() })) })
export type ClinicOption = { value: string; label: string }

/** Large enough for every active clinic in one select. */
const CLINICS_LIMIT = 100

export async function listActiveClinics(signal?: AbortSignal): Promise<ClinicOption[]> {
  const reply = activeClinicsSchema.parse(await api.get('/clinic', { status: true, page: 1, limit: CLINICS_LIMIT }, signal))
  return reply.data.map((clinic) => ({ value: clinic.id, label: clinic.name }))
}

export const activeClinicsQueryOptions = () =>
  queryOptions({ queryKey: ['clinics', 'active'], queryFn: ({ signal }) => listActiveClinics(signal), staleTime: 5 * 60_000 })

export function useActiveClinics(enabled = true) {
  return useQuery({ ...activeClinicsQueryOptions(), enabled })
}
