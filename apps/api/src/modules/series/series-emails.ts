import { SERIES_SKIP_REASON_LABELS, type SeriesSkipReason } from '@acolhe/shared/enums'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { seriesTexts as t } from '@acolhe/shared/texts/series'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { renderEmail, type EmailContent } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'
import { SERIES_PAY_AHEAD_HOURS } from '../scheduling/policy/series-policy'
import type { SeriesView } from './series.repository'

// The emails of a weekly series (docs/decisions/040-weekly-series.md), queued through the outbox in the
// transaction of the change. Each week's own news (confirmed, cancelled, released) keeps the session
// emails, with their calendar files.

type EmailConfig = Pick<Config, 'publicUrl'>
type Person = { firstName: string | null; lastName: string | null; email: string }

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Paciente'
const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`
/** Every day and hour in a patient's series email is read on the patient's clock, Brasília's beside it (decision 068). */
const patientTime = (view: SeriesView, instant: Date) => dateTimeFor(instant, view.patient.timeZone)
export const weeklyOf = (view: SeriesView) => t.weeklyAt(view.series.weekDay, timeOf(view.series.hour))

async function send(tx: Db, to: Person, subject: string, content: EmailContent, dedupeKey: string) {
  const { html, text } = renderEmail(content, emailTexts.footer)
  await enqueueEmail(tx, { toAddress: to.email, subject, html, text, dedupeKey })
}

const homeOf = (config: EmailConfig, to: 'patient' | 'professional') =>
  to === 'patient' ? { label: t.action, url: `${config.publicUrl}/home` } : { label: emailTexts.seeSessionsProfessional, url: `${config.publicUrl}/profissional/home` }

export type SkippedWeek = { startsAt: Date; reason: SeriesSkipReason }

/** To the patient: the series exists, these weeks are booked and these were skipped. */
export async function queueSeriesCreated(tx: Db, config: EmailConfig, view: SeriesView, booked: Date[], skipped: SkippedWeek[]) {
  if (view.patient.deletedAt) return
  const paragraphs = [
    emailTexts.greeting(view.patient.firstName),
    t.createdBody(fullName(view.professional), weeklyOf(view)),
    ...booked.map((start) => t.occurrenceLine(patientTime(view, start))),
    t.createdPayRule(SERIES_PAY_AHEAD_HOURS),
    ...(skipped.length > 0
      ? [t.createdSkippedIntro, ...skipped.map((s) => t.skipLine(patientTime(view, s.startsAt), SERIES_SKIP_REASON_LABELS[s.reason]))]
      : [t.createdNoSkips]),
  ]
  await send(tx, view.patient, t.createdSubject, { title: t.createdTitle, paragraphs, action: homeOf(config, 'patient') }, `series:created:${view.series.id}`)
}

/** To the patient: the extending job booked one more week; pay it by its deadline. */
export async function queueWeekBooked(tx: Db, config: EmailConfig, view: SeriesView, week: { sessionId: string; start: Date; payBy: Date }) {
  if (view.patient.deletedAt) return
  const body = t.newWeekBody(fullName(view.professional), patientTime(view, week.start), patientTime(view, week.payBy))
  const content = { title: t.newWeekTitle, paragraphs: [emailTexts.greeting(view.patient.firstName), body], action: homeOf(config, 'patient') }
  await send(tx, view.patient, t.newWeekSubject, content, `series:week-booked:${week.sessionId}`)
}

/** To the patient: a week the extending job could not book, and why. */
export async function queueWeekSkipped(tx: Db, config: EmailConfig, view: SeriesView, week: number, skip: SkippedWeek) {
  if (view.patient.deletedAt) return
  const body = t.newWeekSkipped(fullName(view.professional), patientTime(view, skip.startsAt), SERIES_SKIP_REASON_LABELS[skip.reason])
  const content = { title: t.newWeekTitle, paragraphs: [emailTexts.greeting(view.patient.firstName), body], action: homeOf(config, 'patient') }
  await send(tx, view.patient, t.newWeekSubject, content, `series:week-skipped:${view.series.id}:${week}`)
}

/** To both: two weeks in a row went unpaid, the series is paused. `changeId` makes each pause mail once. */
export async function queueSeriesPaused(tx: Db, config: EmailConfig, view: SeriesView, changeId: string) {
  const weekly = weeklyOf(view)
  if (!view.patient.deletedAt) {
    const content = { title: t.pausedTitle, paragraphs: [emailTexts.greeting(view.patient.firstName), t.pausedPatient(fullName(view.professional), weekly)], action: homeOf(config, 'patient') }
    await send(tx, view.patient, t.pausedSubject, content, `series:paused:${view.series.id}:${changeId}:patient`)
  }
  const content = { title: t.pausedTitle, paragraphs: [emailTexts.greeting(view.professional.firstName), t.pausedProfessional(fullName(view.patient), weekly)], action: homeOf(config, 'professional') }
  await send(tx, view.professional, t.pausedSubject, content, `series:paused:${view.series.id}:${changeId}:professional`)
}

/** The series was ended by someone else than the person told (the patient hears of the professional's or an admin's end). */
export async function queueSeriesEnded(tx: Db, config: EmailConfig, view: SeriesView, by: 'patient' | 'professional' | 'admin') {
  const weekly = weeklyOf(view)
  if (by !== 'patient' && !view.patient.deletedAt) {
    const who = by === 'professional' ? t.endedByProfessional : t.endedByAdmin
    const content = { title: t.endedTitle, paragraphs: [emailTexts.greeting(view.patient.firstName), t.endedPatient(fullName(view.professional), weekly, who)], action: homeOf(config, 'patient') }
    await send(tx, view.patient, t.endedSubject, content, `series:ended:${view.series.id}:patient`)
  }
  if (by !== 'professional') {
    const content = { title: t.endedTitle, paragraphs: [emailTexts.greeting(view.professional.firstName), t.endedProfessional(fullName(view.patient), weekly)], action: homeOf(config, 'professional') }
    await send(tx, view.professional, t.endedSubject, content, `series:ended:${view.series.id}:professional`)
  }
}
