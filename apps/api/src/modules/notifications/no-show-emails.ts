import { formatBRL } from '@acolhe/shared/format/money'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { noShowTexts as t } from '@acolhe/shared/texts/no-shows'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { renderEmail } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'
import * as repo from './notifications.repository'
import { recipientTime } from './recipient-time'

// The emails of a recorded absence (docs/decisions/038-no-shows.md): both sides learn what was recorded
// and, for the patient, what happened to the money. Queued in the transaction that records the absence.

type Recipient = 'patient' | 'professional'
export type NoShowFacts = { absent: NoShowParty; refundedCents: number; markedAt: Date }

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Paciente'

function paragraphsFor(view: repo.NotificationSession, to: Recipient, facts: NoShowFacts, when: string): string[] {
  const patient = fullName(view.patient)
  const professional = fullName(view.professional)
  if (facts.absent === 'PATIENT') return [to === 'patient' ? t.patientAbsentToPatient(professional, when) : t.patientAbsentToProfessional(patient, when)]
  if (to === 'professional') return [t.professionalAbsentToProfessional(patient, when)]
  return [t.professionalAbsentToPatient(professional, when), facts.refundedCents > 0 ? t.refundToBalance(formatBRL(facts.refundedCents)) : t.nothingToReturn]
}

export async function notifyNoShow(config: Pick<Config, 'publicUrl'>, tx: Db, sessionId: string, facts: NoShowFacts): Promise<void> {
  const view = await repo.findNotificationSession(tx, sessionId)
  if (!view) return
  const recipients: Recipient[] = view.patient.deletedAt ? ['professional'] : ['patient', 'professional']
  for (const to of recipients) {
    const forPatient = to === 'patient'
    const { date, time, when } = recipientTime(view.session.selectedDate, forPatient ? view.patient.timeZone : undefined)
    const content = {
      title: facts.absent === 'PATIENT' ? t.patientAbsentTitle : t.professionalAbsentTitle,
      paragraphs: [emailTexts.greeting(forPatient ? view.patient.firstName : view.professional.firstName), ...paragraphsFor(view, to, facts, when)],
      action: forPatient
        ? { label: emailTexts.seeSessionsPatient, url: `${config.publicUrl}/home` }
        : { label: emailTexts.seeSessionsProfessional, url: `${config.publicUrl}/profissional/home` },
    }
    const rendered = renderEmail(content, emailTexts.footer)
    await enqueueEmail(tx, {
      toAddress: forPatient ? view.patient.email : view.professional.email,
      subject: facts.absent === 'PATIENT' ? t.patientAbsentSubject(date, time) : t.professionalAbsentSubject(date, time),
      html: rendered.html,
      text: rendered.text,
      attachments: [],
      // One email per recording: recording again (after an admin revived the session) mails again.
      dedupeKey: `session:no-show:${sessionId}:${facts.markedAt.toISOString()}:${to}`,
    })
  }
}
