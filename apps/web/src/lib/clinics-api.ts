import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { clinicListSchema, ClinicListDto } from '@acolhe/shared/api/clinic'
import type { ClinicListQuery } from '@acolhe/shared/schemas/clinic'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/clinic?page&limit&status&search → 200 { data[], total }: the active clinics for everyone (the
// registration's and the professional forms' selects, before any login too); every clinic, with filters, for
// the admin. One client, and every view under the clinics' key, so a clinic's change refreshes them all.

export const clinicsQueryKeys = {
  all: ['clinics'] as const,
  list: (query: ClinicListQuery) => ['clinics', 'list', query] as const,
  active: ['clinics', 'active'] as const,
  one: (id: string) => ['clinics', 'one', id] as const,
}

export async function listClinics(query: ClinicListQuery, signal?: AbortSignal): Promise<ClinicListDto> {
  return api.get<AnswerOf<typeof clinicListSchema>>('/clinic', query, signal)
}

/** The admin's list of clinics. */
export const clinicsQueryOptions = (query: ClinicListQuery) =>
  queryOptions({ queryKey: clinicsQueryKeys.list(query), queryFn: ({ signal }) => listClinics(query, signal), placeholderData: keepPreviousData })

export type ClinicOption = { value: string; label: string }

/** Large enough for every active clinic in one select (the API's maximum page). */
const CLINICS_LIMIT = 100

export async function listActiveClinicOptions(signal?: AbortSignal): Promise<ClinicOption[]> {
  const reply = await listClinics({ status: true, page: 1, limit: CLINICS_LIMIT }, signal)
  return reply.data.map((clinic) => ({ value: clinic.id, label: clinic.name }))
}

/** The active clinics as select options; `staleTime` is how long the screen may show them without asking again. */
export function useActiveClinicOptions({ enabled = true, staleTime }: { enabled?: boolean; staleTime: number }) {
  return useQuery({ queryKey: clinicsQueryKeys.active, queryFn: ({ signal }) => listActiveClinicOptions(signal), enabled, staleTime })
}
