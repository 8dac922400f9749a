import type { ReminderLinkAction } from '@acolhe/shared/api/reminders'
import type { Config } from '../../config'
import { createLinkToken } from './link-token'

// The addresses of a reminder's links: the web pages that post the token to /api/reminder-links/use.

/** The two links of one reminder to the patient; they stop working when the consultation starts. */
export function reminderLinks(config: Pick<Config, 'publicUrl' | 'reminderLinkSecret'>, session: { id: string; selectedDate: Date }) {
  const url = (action: ReminderLinkAction, path: string) =>
    `${config.publicUrl}${path}?token=${createLinkToken(config.reminderLinkSecret, { sessionId: session.id, action, expiresAt: session.selectedDate })}`
  return { confirm: url('confirm', '/lembrete/confirmar'), cancel: url('cancel', '/lembrete/cancelar') }
}
