import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { patientEnvelopeSchema, PatientDto } from '@acolhe/shared/api/patient'
import type { PatientProfileBody } from '@acolhe/shared/schemas/patient'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/user/{id} (owner patient or admin) → 200 { user }; never email nor photo.

export async function updateProfile({ id, body }: { id: string; body: PatientProfileBody }): Promise<PatientDto> {
  // The answer carries admin-only extras (ban history); the patient's own view keeps the patient fields.
  return (await api.patch<AnswerOf<typeof patientEnvelopeSchema>>(`/user/${id}`, body)).user
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      // A new time zone changes how every consultation answer reads (decision 044): whatever was fetched
      // before is stale, and refetches when next shown.
      await queryClient.invalidateQueries({ refetchType: 'none' })
      queryClient.setQueryData(personQueryKeys.patient, user)
    },
  })
}
