import { queryOptions, useQuery } from '@tanstack/react-query'
import type { adminPatientEnvelopeSchema, AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { api } from '../../../lib/api-client'
import { patientQueryKeys } from './patient-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/user/{id} (admin) → 200 { user }; 404 unknown. The server records the reading (LGPD).

export async function getPatient(id: string, signal?: AbortSignal): Promise<AdminPatientDto> {
  return (await api.get<AnswerOf<typeof adminPatientEnvelopeSchema>>(`/user/${id}`, undefined, signal)).user
}

export const patientQueryOptions = (id: string) => queryOptions({ queryKey: patientQueryKeys.one(id), queryFn: ({ signal }) => getPatient(id, signal) })

export function usePatient(id: string | null) {
  return useQuery({ ...patientQueryOptions(id ?? ''), enabled: id !== null })
}
