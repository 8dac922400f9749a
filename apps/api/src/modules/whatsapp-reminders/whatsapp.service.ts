import type { ReminderChannelsDto } from '@acolhe/shared/api/reminders'
import { reminderTexts as t } from '@acolhe/shared/texts/reminders'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { AppError, NotFoundError } from '../../lib/errors'
import type { IncomingReply } from '../../integrations/whatsapp/whatsapp-provider'
import type { ReminderWhich } from '@acolhe/shared/api/reminders'
import { reminderMessage, whatsappNumber } from './whatsapp-message'
import * as repo from './whatsapp.repository'

// WhatsApp reminders: only to patients who switched them on (consent recorded with its time, LGPD), only
// while the channel is configured, and off again at the patient's 'PARAR' reply or profile toggle.

type ChannelDeps = { db: Db; clock: Clock; config: Pick<Config, 'whatsapp'> }

export async function reminderChannels(deps: ChannelDeps, patientId: string): Promise<ReminderChannelsDto> {
  const row = await repo.findPatientChannel(deps.db, patientId)
  if (!row) throw new NotFoundError()
  return {
    whatsapp: {
      available: deps.config.whatsapp !== undefined,
      enabled: deps.config.whatsapp !== undefined && (row.consent?.enabled ?? false),
      has_phone: whatsappNumber(row.phoneNumber) !== null,
      opted_in_at: row.consent?.optedInAt?.toISOString() ?? null,
      opted_out_at: row.consent?.optedOutAt?.toISOString() ?? null,
    },
  }
}

/** The profile toggle: switching on needs the channel and a phone number; switching off always works. */
export async function chooseWhatsApp(deps: ChannelDeps, patientId: string, enabled: boolean): Promise<ReminderChannelsDto> {
  const row = await repo.findPatientChannel(deps.db, patientId)
  if (!row) throw new NotFoundError()
  if (enabled && !deps.config.whatsapp) throw new AppError(422, t.whatsappUnavailable, 'CHANNEL_UNAVAILABLE')
  if (enabled && whatsappNumber(row.phoneNumber) === null) throw new AppError(422, t.whatsappNeedsPhone, 'UNPROCESSABLE')
  if ((row.consent?.enabled ?? false) !== enabled) await repo.saveConsent(deps.db, patientId, enabled, deps.clock.now(), 'profile')
  return reminderChannels(deps, patientId)
}

const isOptOut = (text: string) => text.trim().toUpperCase() === t.whatsappOptOutWord

/** Records the opt-out of every patient our messages went to at a number that answered 'PARAR'. */
export async function receiveReplies(deps: Pick<ChannelDeps, 'db' | 'clock'>, replies: IncomingReply[]): Promise<number> {
  let optedOut = 0
  for (const reply of replies.filter((r) => isOptOut(r.text))) {
    const phone = whatsappNumber(reply.from) ?? reply.from
    const patients = await repo.enabledAmong(deps.db, await repo.patientIdsMessagedAt(deps.db, phone))
    for (const patientId of patients) await repo.saveConsent(deps.db, patientId, false, deps.clock.now(), 'whatsapp_reply')
    optedOut += patients.length
  }
  return optedOut
}

/**
 * Queues the WhatsApp reminder in the reminder job's transaction (so it exists exactly when the job is
 * done, once: the dedupe key names the reminder), when the patient opted in and has a number.
 */
export async function queueWhatsAppReminder(
  tx: Db,
  config: Pick<Config, 'whatsapp'>,
  input: { patientId: string; sessionId: string; start: Date; which: ReminderWhich; links: { confirm: string; cancel: string } },
): Promise<boolean> {
  if (!config.whatsapp) return false
  const row = await repo.findPatientChannel(tx, input.patientId)
  const to = whatsappNumber(row?.phoneNumber ?? null)
  if (!row || row.deletedAt || !row.consent?.enabled || !to) return false
  return repo.enqueueWhatsApp(tx, reminderMessage(config.whatsapp, { ...input, to, timeZone: row.timeZone }))
}
