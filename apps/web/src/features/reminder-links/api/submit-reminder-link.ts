import { useMutation } from '@tanstack/react-query'
import type { reminderLinkOutcomeSchema, ReminderLinkOutcome } from '@acolhe/shared/api/reminders'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/reminder-links/use { token } → 200 { action, title, message } | 400/409/410/422 { message, code }.

export async function submitReminderLink(token: string): Promise<ReminderLinkOutcome> {
  return api.post<AnswerOf<typeof reminderLinkOutcomeSchema>>('/reminder-links/use', { token })
}

export function useSubmitReminderLink() {
  return useMutation({ mutationFn: submitReminderLink })
}
