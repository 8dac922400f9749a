import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { adminPatientEnvelopeSchema, AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import type { PatientProfileBody } from '@acolhe/shared/schemas/patient'
import { api } from '../../../lib/api-client'
import { patientQueryKeys } from './patient-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/user/{id} (admin) → 200 { user }; 404 unknown; 422 banned (reactivate first).

export async function updatePatient({ id, body }: { id: string; body: PatientProfileBody }): Promise<AdminPatientDto> {
  return (await api.patch<AnswerOf<typeof adminPatientEnvelopeSchema>>(`/user/${id}`, body)).user
}

export function useUpdatePatient() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updatePatient, onSuccess: () => queryClient.invalidateQueries({ queryKey: patientQueryKeys.all }) })
}
