import { emailTexts as t } from '@acolhe/shared/texts/emails'
import { renderEmail } from '../email/email-layout'

export function recoveryCodeEmail(input: { firstName: string | null; code: string; codePageUrl: string }) {
  return {
    subject: t.recoverySubject,
    ...renderEmail(
      {
        title: t.recoveryTitle,
        paragraphs: [t.greeting(input.firstName), t.recoveryBody(input.code), t.recoveryValidity],
        action: { label: t.recoveryAction, url: input.codePageUrl },
        note: t.recoveryNote,
      },
      t.footer,
    ),
  }
}

export function passwordChangedEmail(input: { firstName: string | null }) {
  return {
    subject: t.passwordChangedSubject,
    ...renderEmail(
      { title: t.passwordChangedTitle, paragraphs: [t.greeting(input.firstName), t.passwordChangedBody], note: t.passwordChangedNote },
      t.footer,
    ),
  }
}
