import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { sessionSchema, SessionDto } from '@acolhe/shared/api/session'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { api } from '../../../lib/api-client'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/session/{id}/no-show { absent } → 200 the session (docs/decisions/038-no-shows.md).

export async function markNoShow({ id, absent }: { id: string; absent: NoShowParty }): Promise<SessionDto> {
  return api.patch<AnswerOf<typeof sessionSchema>>(`/session/${id}/no-show`, { absent })
}

export function useMarkNoShow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNoShow,
    // The professional's and patient's lists, the admin's list and the patient's balance may all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }),
        invalidateAdminSessions(queryClient),
        invalidateOpenTimes(queryClient),
      ]),
  })
}
