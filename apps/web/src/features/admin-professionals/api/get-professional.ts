import { queryOptions, useQuery } from '@tanstack/react-query'
import type { adminProfessionalEnvelopeSchema, AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { api } from '../../../lib/api-client'
import { professionalQueryKeys } from './professional-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/{id}?getClinicAddress=true (admin) → 200 { professional }; 404 unknown.

export async function getProfessional(id: string, signal?: AbortSignal): Promise<AdminProfessionalDto> {
  return (await api.get<AnswerOf<typeof adminProfessionalEnvelopeSchema>>(`/professional-private/${id}`, { getClinicAddress: true }, signal)).professional
}

export const professionalQueryOptions = (id: string) => queryOptions({ queryKey: professionalQueryKeys.one(id), queryFn: ({ signal }) => getProfessional(id, signal) })

export function useProfessional(id: string) {
  return useQuery(professionalQueryOptions(id))
}
