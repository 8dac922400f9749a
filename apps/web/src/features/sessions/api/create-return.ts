import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { createSession } from '../../../lib/session-api/create-session'

// POST /api/session with type RETURN and the finished session as parent → 201 the return (confirmed at
// once when the return service costs nothing, else awaiting payment).

export type ReturnInput = { parent: string; professionalId: string; selectedDate: string; availableDateId: string; isOnline: boolean }

export async function createReturn(input: ReturnInput) {
  const body = {
    type: 'RETURN' as const,
    parent_session: input.parent,
    professional_id: input.professionalId,
    selected_date: input.selectedDate,
    available_date_id: input.availableDateId,
    is_online: input.isOnline,
  }
  return createSession(body)
}

export function useCreateReturn() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createReturn, onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }), invalidateOpenTimes(queryClient)]) })
}
