import { emailTexts as t } from '@acolhe/shared/texts/emails'
import type { Deps } from '../../deps'
import type { Db } from '../../db/client'
import { renderEmail } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'

// Emails about an account itself: a professional authorized or suspended, a patient banned or
// reactivated. Called inside the transaction of the admin's change.

type NotifyDeps = { config: Pick<Deps['config'], 'publicUrl'> }
type Person = { id: string; email: string; firstName: string | null }

export async function notifyProfessionalAuthorization(deps: NotifyDeps, tx: Db, professional: Person, authorized: boolean, changeId: string) {
  const content = authorized
    ? { subject: t.authorizedSubject, title: t.authorizedTitle, body: t.authorizedBody }
    : { subject: t.deauthorizedSubject, title: t.deauthorizedTitle, body: t.deauthorizedBody }
  const rendered = renderEmail(
    {
      title: content.title,
      paragraphs: [t.greeting(professional.firstName), content.body],
      action: { label: t.goToLogin, url: `${deps.config.publicUrl}/profissional/login` },
    },
    t.footer,
  )
  await enqueueEmail(tx, { toAddress: professional.email, subject: content.subject, ...rendered, dedupeKey: `professional-authorization:${professional.id}:${authorized}:${changeId}` })
}

export async function notifyPatientBan(deps: NotifyDeps, tx: Db, patient: Person, banned: boolean, changeId: string) {
  const content = banned
    ? { subject: t.bannedSubject, title: t.bannedTitle, body: t.bannedBody }
    : { subject: t.reactivatedSubject, title: t.reactivatedTitle, body: t.reactivatedBody }
  const rendered = renderEmail(
    {
      title: content.title,
      paragraphs: [t.greeting(patient.firstName), content.body],
      ...(banned ? {} : { action: { label: t.goToLogin, url: `${deps.config.publicUrl}/login` } }),
    },
    t.footer,
  )
  await enqueueEmail(tx, { toAddress: patient.email, subject: content.subject, ...rendered, dedupeKey: `patient-ban:${patient.id}:${banned}:${changeId}` })
}
