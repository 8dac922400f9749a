import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { sessionSchema } from '@acolhe/shared/api/session'
import type { SessionStatus } from '@acolhe/shared/enums'
import { api } from '../api-client'
import { sessionsQueryKeys } from '../session-query-keys'
import { invalidateOpenTimes } from '../open-times-api'
import type { AnswerOf } from '../answer-of'

// PATCH /api/session/{id}/date | /modality | /status | /start | /end → 200 the session.

export type SessionChange =
  | { kind: 'date'; id: string; selectedDate: string; availableDateId: string }
  | { kind: 'modality'; id: string; isOnline: boolean }
  | { kind: 'status'; id: string; status: SessionStatus }
  | { kind: 'start'; id: string }
  | { kind: 'end'; id: string }

function requestOf(change: SessionChange): { path: string; body?: object } {
  switch (change.kind) {
    case 'date':
      return { path: 'date', body: { selected_date: change.selectedDate, available_date_id: change.availableDateId } }
    case 'modality':
      return { path: 'modality', body: { is_online: change.isOnline } }
    case 'status':
      return { path: 'status', body: { status: change.status } }
    case 'start':
      return { path: 'start' }
    case 'end':
      return { path: 'end' }
  }
}

export async function updateSession(change: SessionChange) {
  const { path, body } = requestOf(change)
  return api.patch<AnswerOf<typeof sessionSchema>>(`/session/${change.id}/${path}`, body)
}

export function useUpdateSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSession,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }), invalidateOpenTimes(queryClient)]),
  })
}
