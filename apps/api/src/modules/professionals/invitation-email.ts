import { emailTexts as t } from '@acolhe/shared/texts/emails'
import { renderEmail } from '../email/email-layout'

/**
 * The email a professional created by an admin receives (decision 013). It carries no password: it
 * sends them to the password recovery, which proves they own the address before they choose one.
 */
export function professionalInvitationEmail(input: { firstName: string; publicUrl: string }) {
  const rendered = renderEmail(
    {
      title: t.professionalInviteTitle,
      paragraphs: [t.greeting(input.firstName), t.professionalInviteBody, t.professionalInviteSteps],
      action: { label: t.professionalInviteAction, url: `${input.publicUrl}/recuperar-senha?tipo=profissional` },
      note: t.professionalInviteNote,
    },
    t.footer,
  )
  return { subject: t.professionalInviteSubject, ...rendered }
}
