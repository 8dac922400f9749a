import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { waitlistTexts as t } from '@acolhe/shared/texts/waitlist'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { recipientTime } from '../notifications/recipient-time'
import { renderEmail } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'
import * as repo from './waitlist.repository'

// The offer email (decision 041): the hour in the patient's zone with Brasília beside it (decision 068), how long it is kept, and the link to book
// it. Queued in the transaction that creates the hold, so the email exists exactly when the hold does.

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ')

export async function queueOfferEmail(config: Pick<Config, 'publicUrl'>, tx: Db, holdId: string): Promise<void> {
  const view = await repo.findOfferView(tx, holdId)
  if (!view) return
  const { hold, patient, professional } = view
  const { date, time, when } = recipientTime(hold.startsAt, patient.timeZone)
  const rendered = renderEmail(
    {
      title: t.offerTitle,
      paragraphs: [
        emailTexts.greeting(patient.firstName),
        t.offerBody(fullName(professional), when),
        t.offerHeld(dateTimeFor(hold.expiresAt, patient.timeZone)),
      ],
      action: { label: t.offerAction, url: `${config.publicUrl}/lista-de-espera/oferta/${hold.id}` },
      note: t.offerNote,
    },
    emailTexts.footer,
  )
  await enqueueEmail(tx, {
    toAddress: patient.email,
    subject: t.offerSubject(date, time),
    html: rendered.html,
    text: rendered.text,
    attachments: [],
    dedupeKey: `waitlist:offer:${hold.id}`,
  })
}
