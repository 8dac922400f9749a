import { emailTexts as t } from '@acolhe/shared/texts/emails'
import { renderEmail } from '../email/email-layout'

/** The email telling an admin that an authorized professional changed what the admin had verified. */
export function credentialsChangedEmail(input: { name: string; email: string; fields: string; reviewUrl: string }) {
  const rendered = renderEmail(
    {
      title: t.credentialsChangedTitle,
      paragraphs: [t.greeting(null), t.credentialsChangedBody(input.name, input.email, input.fields)],
      action: { label: t.credentialsChangedAction, url: input.reviewUrl },
    },
    t.footer,
  )
  return { subject: t.credentialsChangedSubject(input.name), ...rendered }
}
