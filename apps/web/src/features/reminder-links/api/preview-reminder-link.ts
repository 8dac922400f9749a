import { useQuery } from '@tanstack/react-query'
import type { reminderLinkPreviewSchema, ReminderLinkPreview } from '@acolhe/shared/api/reminders'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/reminder-links/preview { token } → 200 { session, money, refund } | 400/409/410/422 { message, code }:
// what the cancel link would do with the money now, asked before the click (the link stays unused).

export async function previewReminderLink(token: string): Promise<ReminderLinkPreview> {
  return api.post<AnswerOf<typeof reminderLinkPreviewSchema>>('/reminder-links/preview', { token })
}

export function useReminderLinkPreview(token: string, enabled: boolean) {
  return useQuery({ queryKey: ['reminder-link-preview', token], queryFn: () => previewReminderLink(token), enabled, retry: false, staleTime: Infinity })
}
