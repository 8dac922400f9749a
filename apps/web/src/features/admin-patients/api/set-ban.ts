import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { adminPatientEnvelopeSchema, AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import type { PatientBanBody } from '@acolhe/shared/schemas/patient'
import { api } from '../../../lib/api-client'
import { patientQueryKeys } from './patient-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// DELETE /api/user/{id} (admin) body { ban, reason? } → 200 { user }: bans (sessions ended) or reactivates.

export async function setBan({ id, body }: { id: string; body: PatientBanBody }): Promise<AdminPatientDto> {
  return (await api.delete<AnswerOf<typeof adminPatientEnvelopeSchema>>(`/user/${id}`, body)).user
}

export function useSetBan() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setBan, onSuccess: () => queryClient.invalidateQueries({ queryKey: patientQueryKeys.all }) })
}
