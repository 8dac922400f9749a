import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminProfessionalEnvelopeSchema, type AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { api } from '../../../lib/api-client'
import { professionalQueryKeys } from './professional-query-keys'

// GET /api/professional-private/{id}?getClinicAddress=true (admin) → 200 { professional }; 404 unknown.

export async function getProfessional(id: string, signal?: AbortSignal): Promise<AdminProfessionalDto> {
  return adminProfessionalEnvelopeSchema.parse(await api.get(`/professional-private/${id}`, { getClinicAddress: true }, signal)).professional
}

export const professionalQueryOptions = (id: string) => queryOptions({ queryKey: professionalQueryKeys.one(id), queryFn: ({ signal }) => getProfessional(id, signal) })

export function useProfessional(id: string) {
  return useQuery(professionalQueryOptions(id))
}
