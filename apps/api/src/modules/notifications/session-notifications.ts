import { CANCELLATION_FREE_HOURS } from '@acolhe/shared/constants'
import type { Deps } from '../../deps'
import type { Db } from '../../db/client'
import type { Config } from '../../config'
import { enqueueEmail } from '../email/outbox.repository'
import { reminderLinks } from './reminder-link-urls'
import { queueWhatsAppReminder } from '../whatsapp-reminders/whatsapp.service'
import { hasOpenQuestionnaireFor } from '../questionnaires/questionnaires.service'
import { queueSessionCalendarWrite } from '../own-calendars/session-writes'
import * as repo from './notifications.repository'
import { sessionEmail, type CancellationFacts, type Recipient, type ReminderWhich } from './session-emails'

// What a change to a consultation tells people. Every function runs inside the transaction of the
// change itself, so the emails and reminders exist exactly when the change does (outbox pattern).

type NotifyDeps = { clock: Deps['clock']; config: Pick<Deps['config'], 'publicUrl' | 'mailFrom'> }
/** The reminder job also signs the patient's confirm/cancel links and may queue a WhatsApp message. */
type ReminderDeps = { clock: Deps['clock']; config: NotifyDeps['config'] & Pick<Config, 'reminderLinkSecret' | 'whatsapp'> }

export const REMINDER_JOB = 'session-reminder'
const HOUR = 3_600_000
/**
 * `staleMs`: how close to the start a late-running reminder still makes sense. `links`: the patient's
 * 'Confirmar presença' and 'Não poderei ir' (email and WhatsApp). A reminder offering 'Não poderei ir' leaves
 * while cancelling is still free, two days before, and is never sent once the free cancellation closed
 * (decision 067); the 1 h reminder only reminds.
 */
const REMINDERS: { which: ReminderWhich; beforeMs: number; staleMs: number; links: boolean }[] = [
  { which: '48h', beforeMs: 48 * HOUR, staleMs: CANCELLATION_FREE_HOURS * HOUR, links: true },
  { which: '1h', beforeMs: HOUR, staleMs: 0, links: false },
]
const BOTH: Recipient[] = ['patient', 'professional']

export type SessionChange =
  | { kind: 'confirmed' }
  | { kind: 'rescheduled' }
  | { kind: 'modality' }
  | { kind: 'cancelled'; facts: CancellationFacts }
  | { kind: 'payment_refused' }
  | { kind: 'hold_expired' }

async function queue(deps: NotifyDeps, tx: Db, view: repo.NotificationSession, to: Recipient[], change: SessionChange) {
  const s = view.session
  for (const recipient of to) {
    if (recipient === 'patient' && view.patient.deletedAt) continue
    const build = change.kind === 'cancelled' ? { kind: 'cancelled' as const, facts: change.facts } : { kind: change.kind }
    const email = sessionEmail(view, recipient, build, deps.config, deps.clock.now())
    // The calendar sequence moves on every change, so each change mails once and a replay mails nothing.
    await enqueueEmail(tx, { ...email, dedupeKey: `session:${change.kind}:${s.id}:${s.calendarSequence}:${recipient}` })
  }
}

async function scheduleReminders(deps: NotifyDeps, tx: Db, view: repo.NotificationSession) {
  const s = view.session
  const now = deps.clock.now().getTime()
  const start = s.selectedDate.toISOString()
  await repo.insertJobs(
    tx,
    REMINDERS.filter((r) => s.selectedDate.getTime() - r.beforeMs > now).map((r) => ({
      kind: REMINDER_JOB,
      runAt: new Date(s.selectedDate.getTime() - r.beforeMs),
      payload: { sessionId: s.id, which: r.which, start },
      dedupeKey: `reminder:${r.which}:${s.id}:${start}`,
    })),
  )
}

/** Tells both sides about `change` and keeps the reminders in step with the session. */
export async function notifySessionChange(deps: NotifyDeps, tx: Db, sessionId: string, change: SessionChange): Promise<void> {
  const view = await repo.findNotificationSession(tx, sessionId)
  if (!view) return
  // The professional's own CalDAV calendar follows every change (decision 088), through the same outbox.
  await queueSessionCalendarWrite(tx, sessionId, deps.clock.now())
  switch (change.kind) {
    case 'confirmed':
      await queue(deps, tx, view, BOTH, change)
      await scheduleReminders(deps, tx, view)
      return
    case 'rescheduled':
      await queue(deps, tx, view, BOTH, change)
      await repo.cancelPendingJobsOf(tx, [REMINDER_JOB], sessionId)
      if (view.session.status === 'CONFIRMED') await scheduleReminders(deps, tx, view)
      return
    case 'modality':
      await queue(deps, tx, view, BOTH, change)
      return
    case 'cancelled':
      await queue(deps, tx, view, BOTH, change)
      await repo.cancelPendingJobsOf(tx, [REMINDER_JOB], sessionId)
      return
    // A refused payment, or an unpaid hold released by the expiry sweep: only the patient has anything to act on.
    case 'payment_refused':
    case 'hold_expired':
      await queue(deps, tx, view, ['patient'], change)
      return
  }
}

/**
 * Runs one due reminder job in `tx`: mails the reminder when the session still starts when the job
 * was planned for, then marks the job done in the same transaction — so a crash before the commit
 * leaves the job pending (nothing sent, nothing missed) and a commit never repeats it.
 */
export async function runDueReminder(deps: ReminderDeps, tx: Db): Promise<boolean> {
  const now = deps.clock.now()
  const job = await repo.claimDueJob(tx, [REMINDER_JOB], now)
  if (!job) return false
  const { sessionId, which, start } = job.payload as { sessionId: string; which: ReminderWhich; start: string }
  const view = await repo.findNotificationSession(tx, sessionId)
  // A job of a reminder no longer planned (the '24h' one before decision 067) is dropped, never sent.
  const reminder = REMINDERS.find((r) => r.which === which)
  const stillDue =
    reminder &&
    view &&
    view.session.status === 'CONFIRMED' &&
    view.session.selectedDate.toISOString() === start &&
    view.session.selectedDate.getTime() - now.getTime() > reminder.staleMs
  if (!reminder || !view || !stillDue) {
    await repo.finishJob(tx, job.id, 'CANCELLED', now)
    return true
  }
  const recipients = BOTH.filter((r) => r === 'professional' || (view.patient.remindersEnabled && !view.patient.deletedAt))
  const links = reminder.links ? reminderLinks(deps.config, view.session) : null
  // A questionnaire open for this consultation goes with the patient's reminder (decision 094).
  const questionnaire = (await hasOpenQuestionnaireFor(tx, view.session.userId, sessionId, now)) ? `${deps.config.publicUrl}/questionarios` : undefined
  for (const recipient of recipients) {
    const build = {
      kind: 'reminder' as const,
      which,
      ...(recipient === 'patient' && links ? { links } : {}),
      ...(recipient === 'patient' && questionnaire ? { questionnaire } : {}),
    }
    const email = sessionEmail(view, recipient, build, deps.config, now)
    await enqueueEmail(tx, { ...email, dedupeKey: `reminder-mail:${which}:${sessionId}:${start}:${recipient}` })
  }
  // The approved WhatsApp template carries both links' buttons: it goes with the confirm/cancel reminder only.
  if (links) await queueWhatsAppReminder(tx, deps.config, { patientId: view.session.userId, sessionId, start: view.session.selectedDate, which, links })
  await repo.finishJob(tx, job.id, 'DONE', now)
  return true
}
