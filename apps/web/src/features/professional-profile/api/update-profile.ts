import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { professionalEditResultSchema, ProfessionalEditResult } from '@acolhe/shared/api/professional'
import type { ProfessionalEditBody } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/professional-private/{id} (the changed fields, never email or photo url) → 200 { professional,
// notice? }. `notice` says what the edit caused (a changed credential sends the profile back to the admin).

export async function updateProfile({ id, body }: { id: string; body: ProfessionalEditBody }): Promise<ProfessionalEditResult> {
  return api.patch<AnswerOf<typeof professionalEditResultSchema>>(`/professional-private/${id}`, body)
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => queryClient.setQueryData(personQueryKeys.professional, result.professional),
  })
}
