import { emailTexts as t } from '@acolhe/shared/texts/emails'
import { renderEmail } from '../email/email-layout'

/** The first email a new patient receives. */
export function welcomeEmail(input: { firstName: string | null; isComplete: boolean; publicUrl: string }) {
  const rendered = renderEmail(
    {
      title: t.welcomeTitle,
      paragraphs: [t.greeting(input.firstName), t.welcomeBody, ...(input.isComplete ? [] : [t.welcomeIncomplete])],
      action: { label: t.welcomeAction, url: `${input.publicUrl}/agendamento` },
      note: t.welcomeNote,
    },
    t.footer,
  )
  return { subject: t.welcomeSubject, ...rendered }
}
