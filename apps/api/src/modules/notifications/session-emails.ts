import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { formatBRL } from '@acolhe/shared/format/money'
import { formatCep } from '@acolhe/shared/format/masks'
import { emailTexts as t } from '@acolhe/shared/texts/emails'
import type { ReminderWhich } from '@acolhe/shared/api/reminders'
import { reminderTexts } from '@acolhe/shared/texts/reminders'
import { questionnaireTexts } from '@acolhe/shared/texts/questionnaires'
import type { Config } from '../../config'
import { renderEmail, type EmailContent } from '../email/email-layout'
import type { OutgoingEmail } from '../email/outbox.repository'
import { buildIcs } from './ics'
import type { NotificationSession } from './notifications.repository'
import { recipientTime } from './recipient-time'
import { freeCancellationUntil } from '@acolhe/shared/constants'

// The words and attachments of every consultation email, for the patient and the professional.

export type Recipient = 'patient' | 'professional'
export type SessionEmailKind = 'confirmed' | 'rescheduled' | 'modality' | 'cancelled' | 'payment_refused' | 'hold_expired' | 'reminder'
/**
 * refundedCents null: nothing had been paid. alreadyReturned: a refund was due but the session held no money
 * any more (given back before, e.g. cancelled again after an admin revived it). hadInvite: a calendar invite
 * went out and must be cancelled.
 */
export type CancellationFacts = { by: 'patient' | 'professional' | 'admin'; refundedCents: number | null; alreadyReturned: boolean; hadInvite: boolean }
export type { ReminderWhich }

type EmailConfig = Pick<Config, 'publicUrl' | 'mailFrom'>

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Paciente'

export function placeOf(view: NotificationSession): string {
  const s = view.session
  if (s.isOnline) return s.meetsUrl ? t.online(s.meetsUrl) : t.onlinePending
  const a = view.address
  if (!a) return t.inPerson(view.clinic?.name ?? '')
  const street = `${a.streetName}, ${a.number}${a.ref ? ` (${a.ref})` : ''}`
  return t.inPerson(`${view.clinic?.name ? `${view.clinic.name}, ` : ''}${street}, ${a.districtName}, ${a.city}/${a.state}, CEP ${formatCep(a.postalCode)}`)
}

/** The calendar location: the meeting link or the street address, without the sentence around it. */
function calendarLocation(view: NotificationSession): string {
  const s = view.session
  if (s.isOnline) return s.meetsUrl ?? 'Online'
  const a = view.address
  return a ? `${a.streetName}, ${a.number}, ${a.districtName}, ${a.city}/${a.state}` : (view.clinic?.name ?? '')
}

const mailbox = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

/**
 * The calendar invite. DTSTART/DTEND are UTC instants, so every calendar app places the event on its own
 * clock whatever the recipient's zone; the description repeats the day and hour as the email words them.
 */
function invite(view: NotificationSession, to: Recipient, config: EmailConfig, now: Date, method: 'REQUEST' | 'CANCEL', when: string) {
  const patient = fullName(view.patient)
  const professional = fullName(view.professional)
  const ics = buildIcs({
    sessionId: view.session.id,
    sequence: view.session.calendarSequence,
    start: view.session.selectedDate,
    minutes: SESSION_MINUTES,
    summary: to === 'patient' ? t.eventSummaryPatient(professional) : t.eventSummaryProfessional(patient),
    description: `${when}\n${placeOf(view)}`,
    location: calendarLocation(view),
    organizerEmail: mailbox(config.mailFrom),
    attendeeEmail: to === 'patient' ? view.patient.email : view.professional.email,
    attendeeName: to === 'patient' ? patient : professional,
    method,
    stamp: now,
  })
  return { filename: 'consulta.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: Buffer.from(ics, 'utf8').toString('base64') }
}

type Build = { kind: Exclude<SessionEmailKind, 'cancelled' | 'reminder'> } | { kind: 'cancelled'; facts: CancellationFacts } | { kind: 'reminder'; which: ReminderWhich; links?: { confirm: string; cancel: string }; questionnaire?: string }

/** One email of `build.kind` for `to`, ready for the outbox (without its dedupe key). */
export function sessionEmail(view: NotificationSession, to: Recipient, build: Build, config: EmailConfig, now: Date): OutgoingEmail {
  const s = view.session
  const forPatient = to === 'patient'
  // The patient reads the hour in their own zone; the professional in Brasília's (decision 044).
  const { date, time, when } = recipientTime(s.selectedDate, forPatient ? view.patient.timeZone : undefined)
  const patient = fullName(view.patient)
  const professional = fullName(view.professional)
  const greeting = t.greeting(forPatient ? view.patient.firstName : view.professional.firstName)
  const action = forPatient
    ? { label: t.seeSessionsPatient, url: `${config.publicUrl}/home` }
    : { label: t.seeSessionsProfessional, url: `${config.publicUrl}/profissional/home` }
  const confirmed = s.status === 'CONFIRMED'

  let subject: string
  let content: EmailContent
  let attach: 'REQUEST' | 'CANCEL' | null = null
  switch (build.kind) {
    case 'confirmed':
      subject = forPatient ? t.confirmedSubject(date, time) : t.confirmedProfessionalSubject(date, time)
      content = {
        title: forPatient ? t.confirmedTitle : t.confirmedProfessionalTitle,
        paragraphs: [greeting, forPatient ? t.confirmedPatient(professional, when) : t.confirmedProfessional(patient, when), placeOf(view), ...(forPatient ? [t.policy] : [])],
        action,
        note: t.calendarNote,
      }
      attach = 'REQUEST'
      break
    case 'rescheduled':
      subject = t.rescheduledSubject(date, time)
      content = {
        title: t.rescheduledTitle,
        paragraphs: [greeting, forPatient ? t.rescheduledPatient(professional, when) : t.rescheduledProfessional(patient, when), placeOf(view)],
        action,
        ...(confirmed ? { note: t.calendarNote } : {}),
      }
      attach = confirmed ? 'REQUEST' : null
      break
    case 'modality':
      subject = t.modalitySubject
      content = {
        title: t.modalityTitle,
        paragraphs: [greeting, forPatient ? t.modalityPatient(professional, when) : t.modalityProfessional(patient, when), placeOf(view)],
        action,
      }
      attach = confirmed ? 'REQUEST' : null
      break
    case 'cancelled': {
      const by = t.cancelledBy[build.facts.by]
      const refund =
        build.facts.refundedCents === null
          ? t.refundNotPaid
          : build.facts.refundedCents > 0
            ? t.refundReturned(formatBRL(build.facts.refundedCents))
            : build.facts.alreadyReturned
              ? t.refundAlreadyReturned
              : t.refundNone
      subject = t.cancelledSubject(date, time)
      content = {
        title: t.cancelledTitle,
        paragraphs: [greeting, forPatient ? t.cancelledPatient(professional, when, by) : t.cancelledProfessional(patient, when, by), ...(forPatient ? [refund] : [])],
        action,
      }
      attach = build.facts.hadInvite ? 'CANCEL' : null
      break
    }
    case 'payment_refused':
      subject = t.paymentRefusedSubject
      content = { title: t.paymentRefusedTitle, paragraphs: [greeting, t.paymentRefusedBody(professional, when)], action }
      break
    case 'hold_expired':
      subject = t.holdExpiredSubject
      content = { title: t.holdExpiredTitle, paragraphs: [greeting, t.holdExpiredBody(professional, when)], action }
      break
    case 'reminder': {
      subject = t.reminderSubject(t.reminderIn[build.which], date, time)
      // With the links, the patient reads until when cancelling is free: the rule the cancellation applies.
      const freeUntil = build.links ? recipientTime(freeCancellationUntil(s.selectedDate), view.patient.timeZone).when : null
      content = {
        title: t.reminderTitle,
        paragraphs: [
          greeting,
          forPatient ? t.reminderPatient(professional, when) : t.reminderProfessional(patient, when),
          placeOf(view),
          ...(freeUntil ? [t.reminderFreeCancellation(freeUntil)] : []),
          ...(build.questionnaire ? [questionnaireTexts.reminderLine] : []),
        ],
        // A questionnaire open for this consultation is what the patient has to do: it takes the button.
        action: build.questionnaire ? { label: questionnaireTexts.reminderLabel, url: build.questionnaire } : action,
        ...(forPatient ? { note: t.reminderOptOut } : {}),
        ...(build.links
          ? {
              links: {
                intro: reminderTexts.emailQuestion,
                items: [
                  { label: reminderTexts.confirmLabel, url: build.links.confirm },
                  { label: reminderTexts.cancelLabel, url: build.links.cancel },
                ],
              },
            }
          : {}),
      }
      break
    }
  }
  const rendered = renderEmail(content, t.footer)
  return {
    toAddress: forPatient ? view.patient.email : view.professional.email,
    subject,
    html: rendered.html,
    text: rendered.text,
    attachments: attach ? [invite(view, to, config, now, attach, when)] : [],
  }
}
