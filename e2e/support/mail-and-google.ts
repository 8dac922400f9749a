import { expect } from '@playwright/test'
import { servicesUrl } from './timeline'

// The e2e runner's SMTP server and local Google (e2e/support/test-services.mjs), seen from a test: each
// server has its own, and a worker talks to its own server's (support/timeline.ts).

export type ReceivedMail = { to: string; subject: string; text: string; received_at: string }

/** Mail the real SMTP server received for `to` (the server sends its outbox every few seconds). */
export async function receivedMails(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${servicesUrl()}/mails?to=${encodeURIComponent(to)}`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits for a mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(async () => {
      found = (await receivedMails(to)).find((mail) => subject.test(mail.subject))
      return Boolean(found)
    }, { timeout: 20_000, message: `mail "${subject}" to ${to}` })
    .toBe(true)
  return found as ReceivedMail
}

/** Who the local Google says signs in next. */
export async function setGoogleIdentity(identity: { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string }) {
  const response = await fetch(`${servicesUrl()}/google-identity`, { method: 'POST', body: JSON.stringify(identity) })
  expect(response.status).toBe(204)
}
