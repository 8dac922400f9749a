import { localBesideBrasilia, timeIn } from '@acolhe/shared/format/zoned-time'
import { reminderTexts as t } from '@acolhe/shared/texts/reminders'
import type { WhatsAppConfig } from '../../config'
import type { ReminderWhich } from '@acolhe/shared/api/reminders'
import type { OutgoingWhatsApp } from './whatsapp.repository'

// The reminder template and its values. A WhatsApp notification shows on a locked phone and in a chat
// list others may see, so it says only the day and the hour: never the professional, the specialty or
// anything clinical.

/** The Cloud API wants international digits; Brazilian numbers are kept as area code + number. */
export function whatsappNumber(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 10 || digits.length === 11) return `55${digits}`
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits
  return null
}

/** The token part of a reminder link: the approved template's URL buttons end with it. */
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

export function reminderMessage(
  config: WhatsAppConfig,
  input: { patientId: string; to: string; timeZone: string; sessionId: string; start: Date; which: ReminderWhich; links: { confirm: string; cancel: string } },
): OutgoingWhatsApp {
  const day = t.whatsappDay
  // The patient's clock, Brasília's beside it when they differ (decision 068); a patient on Brasília's
  // clock keeps the bare hour, short for a phone's lock screen.
  const time = localBesideBrasilia(input.start, input.timeZone) ?? timeIn(input.start, input.timeZone)
  return {
    patientId: input.patientId,
    toPhone: input.to,
    templateName: config.templateName,
    body: t.whatsappBody(day, time),
    components: [
      { type: 'body', parameters: [{ type: 'text', text: day }, { type: 'text', text: time }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: tokenOf(input.links.confirm) }] },
      { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: tokenOf(input.links.cancel) }] },
      { type: 'button', sub_type: 'quick_reply', index: '2', parameters: [{ type: 'payload', payload: t.whatsappOptOutWord }] },
    ],
    dedupeKey: `reminder-whatsapp:${input.which}:${input.sessionId}:${input.start.toISOString()}`,
  }
}
