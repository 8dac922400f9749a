import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { reminderChannelsSchema, ReminderChannelsDto } from '@acolhe/shared/api/reminders'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/user/me/reminder-channels → { whatsapp: { available, enabled, has_phone, opted_in_at, opted_out_at } }
// PUT /api/user/me/reminder-channels/whatsapp { enabled } → the same (422 when the channel or a phone is missing).

const queryKey = ['patient-profile', 'reminder-channels'] as const

export async function getReminderChannels(signal?: AbortSignal): Promise<ReminderChannelsDto> {
  return api.get<AnswerOf<typeof reminderChannelsSchema>>('/user/me/reminder-channels', undefined, signal)
}

export const reminderChannelsQueryOptions = () => queryOptions({ queryKey, queryFn: ({ signal }) => getReminderChannels(signal) })

export function useReminderChannels() {
  return useQuery(reminderChannelsQueryOptions())
}

export async function chooseWhatsApp(enabled: boolean): Promise<ReminderChannelsDto> {
  return api.put<AnswerOf<typeof reminderChannelsSchema>>('/user/me/reminder-channels/whatsapp', { enabled })
}

export function useChooseWhatsApp() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: chooseWhatsApp, onSuccess: (channels) => queryClient.setQueryData(queryKey, channels) })
}
