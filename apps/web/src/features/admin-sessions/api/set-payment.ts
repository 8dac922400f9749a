import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionSchema, type SessionDto } from '@acolhe/shared/api/session'
import type { PaymentStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'

// PATCH /api/session/{id}/payment { payment } (admin) → 200 the session; DONE confirms a session awaiting
// payment. Audited on the server.

export async function setPayment({ id, payment }: { id: string; payment: PaymentStatus }): Promise<SessionDto> {
  return sessionSchema.parse(await api.patch(`/session/${id}/payment`, { payment }))
}

export function useSetPayment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPayment, onSettled: () => Promise.all([invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]) })
}
