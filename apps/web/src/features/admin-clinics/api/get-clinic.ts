import { queryOptions, useQuery } from '@tanstack/react-query'
import type { clinicEnvelopeSchema, ClinicDto } from '@acolhe/shared/api/clinic'
import { api } from '../../../lib/api-client'
import { clinicsQueryKeys } from '../../../lib/clinics-api'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/clinic/{id}?include_address=true → 200 { clinic } with its address; 404 unknown.

export async function getClinic(id: string, signal?: AbortSignal): Promise<ClinicDto> {
  return (await api.get<AnswerOf<typeof clinicEnvelopeSchema>>(`/clinic/${id}`, { include_address: true }, signal)).clinic
}

export const clinicQueryOptions = (id: string) => queryOptions({ queryKey: clinicsQueryKeys.one(id), queryFn: ({ signal }) => getClinic(id, signal) })

export function useClinic(id: string) {
  return useQuery(clinicQueryOptions(id))
}
