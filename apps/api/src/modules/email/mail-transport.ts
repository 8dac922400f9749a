import nodemailer from 'nodemailer'
import { messageIdOf } from './message-id'
import type { OutboxRow } from './outbox.repository'

/** Hands one message to the mail server; throws when the server refuses or cannot be reached. */
export type MailTransport = { send: (message: OutboxRow) => Promise<void>; close: () => void }

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // One send can never outlive its outbox lease (60 s): a stuck server fails the send within 40 s,
  // and the message is retried rather than sent twice.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        messageId: messageIdOf(message.id, from),
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
