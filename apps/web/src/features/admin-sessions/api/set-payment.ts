import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { sessionSchema, SessionDto } from '@acolhe/shared/api/session'
import type { PaymentStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/session/{id}/payment { payment } (admin) → 200 the session; DONE confirms a session awaiting
// payment. Audited on the server.

export async function setPayment({ id, payment }: { id: string; payment: PaymentStatus }): Promise<SessionDto> {
  return api.patch<AnswerOf<typeof sessionSchema>>(`/session/${id}/payment`, { payment })
}

export function useSetPayment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPayment, onSettled: () => Promise.all([invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]) })
}
