import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { authorizationResultSchema, AuthorizationResultDto } from '@acolhe/shared/api/suspension'
import type { FutureSessionsChoice } from '@acolhe/shared/schemas/professional'
import { api } from '../../../lib/api-client'
import { invalidateAdminProfessionals } from './professional-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/professional-private/{id}/authorization (admin) body { authorized, future_sessions? }
// → 200 { professional, cancelled_sessions }; 404 unknown; 422 when consultations are ahead and no choice was sent.

export type AuthorizationChange = { id: string; authorized: boolean; future_sessions?: FutureSessionsChoice }

export async function setAuthorization({ id, ...body }: AuthorizationChange): Promise<AuthorizationResultDto> {
  return api.patch<AnswerOf<typeof authorizationResultSchema>>(`/professional-private/${id}/authorization`, body)
}

export function useSetAuthorization() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setAuthorization, onSuccess: () => invalidateAdminProfessionals(queryClient) })
}
