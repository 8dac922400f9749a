import nodemailer from 'nodemailer'
import type { OutboxRow } from './outbox.repository'

/** Hands one message to the mail server; throws when the server refuses or cannot be reached. */
export type MailTransport = { send: (message: OutboxRow) => Promise<void>; close: () => void }

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
      })
    },
    close: () => transporter.close(),
  }
}
