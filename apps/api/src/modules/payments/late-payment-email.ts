import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The message telling a patient that a payment arrived too late and became balance. */
export function latePaymentEmail(input: { firstName: string | null; timeZone: string; amountCents: number; sessionStart: Date }) {
  const greeting = t.latePaymentGreeting(input.firstName ?? t.patientFallbackName)
  const body = t.latePaymentBody(formatBRL(input.amountCents), dateTimeFor(input.sessionStart, input.timeZone))
  return {
    subject: t.latePaymentSubject,
    text: `${greeting}\n\n${body}\n\n${t.latePaymentClosing}\n\nAcolhe`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(t.latePaymentClosing)}</p><p>Acolhe</p>`,
  }
}
