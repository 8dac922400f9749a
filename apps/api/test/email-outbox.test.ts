import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../src/db/schema/operations'
import { smtpTransport, type MailTransport } from '../src/modules/email/mail-transport'
import { messageIdOf } from '../src/modules/email/message-id'
import { enqueueEmail } from '../src/modules/email/outbox.repository'
import { retryDelayMs, sendDueEmails } from '../src/modules/email/outbox-sender'
import { createTestApp, type TestApp } from './helpers/app'
import { startSmtpSink } from './helpers/smtp-sink'

describe('email outbox sender over real SMTP', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const message = (to: string, key?: string) => ({
    toAddress: to,
    subject: 'Consulta confirmada — Acolhe',
    html: '<p>Olá, Ana! Sua consulta está confirmada. Até já.</p>',
    text: 'Olá, Ana! Sua consulta está confirmada. Até já.',
    attachments: [{ filename: 'consulta.ics', contentType: 'text/calendar', content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64') }],
    dedupeKey: key,
  })

  it('delivers queued mail with accents and attachments, once', async () => {
    const sink = await startSmtpSink()
    const transport = smtpTransport(sink.url, 'Acolhe <nao-responda@acolhe.local>')
    try {
      await enqueueEmail(app.deps.db, message('ana@exemplo.com', 'once-1'))
      expect(await enqueueEmail(app.deps.db, message('ana@exemplo.com', 'once-1'))).toBe(false)
      expect(await sendDueEmails(app.deps, transport)).toBe(1)
      expect(await sendDueEmails(app.deps, transport)).toBe(0)
      expect(sink.received).toHaveLength(1)
      const [mail] = sink.received
      expect(mail?.subject).toBe('Consulta confirmada — Acolhe')
      expect(mail?.text?.trim()).toBe('Olá, Ana! Sua consulta está confirmada. Até já.')
      expect(mail?.attachments.map((a) => a.filename)).toEqual(['consulta.ics'])
    } finally {
      transport.close()
      await sink.close()
    }
  })

  it('keeps mail through an SMTP outage and delivers it when the server is back', async () => {
    const sink = await startSmtpSink()
    const port = sink.port
    await sink.close()
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Acolhe <nao-responda@acolhe.local>')
    await enqueueEmail(app.deps.db, message('bruno@exemplo.com', 'outage-1'))
    expect(await sendDueEmails(app.deps, transport)).toBe(0)
    const [pending] = await app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'outage-1'))
    expect(pending).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(pending?.lastError).toBeTruthy()

    // Not retried before its back-off, then delivered once the server answers again.
    const back = await startSmtpSink(port)
    try {
      expect(await sendDueEmails(app.deps, transport)).toBe(0)
      app.clock.advance(retryDelayMs(1) + 1)
      expect(await sendDueEmails(app.deps, transport)).toBe(1)
      expect(back.received.map((m) => m.to && 'text' in m.to ? m.to.text : '')).toEqual(['bruno@exemplo.com'])
      const [sent] = await app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'outage-1'))
      expect(sent?.status).toBe('SENT')
    } finally {
      transport.close()
      await back.close()
    }
  })

  it("sends a new message at once even when the app's clock is behind the database's", async () => {
    const behind = await createTestApp({ now: '2020-01-06T12:00:00.000Z' })
    const sink = await startSmtpSink()
    const transport = smtpTransport(sink.url, 'Acolhe <nao-responda@acolhe.local>')
    try {
      await enqueueEmail(behind.deps.db, message('carla@exemplo.com', 'clock-behind-1'))
      expect(await sendDueEmails(behind.deps, transport)).toBe(1)
      expect(sink.received).toHaveLength(1)
    } finally {
      transport.close()
      await sink.close()
      await behind.close()
    }
  })

  it('delivers each message once when SMTP is slower than the lease allows for a batch, with a Message-ID from the row', async () => {
    // Own database: only this test's messages are in the outbox.
    const own = await createTestApp()
    const sink = await startSmtpSink()
    const from = 'Acolhe <nao-responda@acolhe.local>'
    const real = smtpTransport(sink.url, from)
    const LEASE = 5_000
    // Sender A's SMTP server takes 3.5 s (of the app's clock) per message, so two of its messages
    // outlive a lease of 5 s. While each of A's messages is in flight, sender B — another instance,
    // fast SMTP server — runs its poll, as its interval job would.
    const senderB = () => sendDueEmails(own.deps, real, LEASE)
    const slow: MailTransport = {
      send: async (row) => {
        own.clock.advance(3_500)
        await senderB()
        await real.send(row)
      },
      close: () => {},
    }
    try {
      for (let i = 0; i < 6; i += 1) await enqueueEmail(own.deps.db, message(`lento${i}@exemplo.com`, `slow-${i}`))
      // Due by the app's clock, as in production where the database and the app agree on the time
      // (here the database stamped its own wall-clock time at insert).
      await own.deps.db.update(emailOutbox).set({ nextAttemptAt: own.clock.now() })
      await sendDueEmails(own.deps, slow, LEASE)
      await senderB()

      const rows = await own.deps.db.select().from(emailOutbox)
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'SENT'))
      const recipients = sink.received.map((mail) => (Array.isArray(mail.to) ? '' : (mail.to?.text ?? '')))
      expect([...recipients].sort()).toEqual(rows.map((row) => row.toAddress).sort())
      for (const row of rows) {
        const mail = sink.received.find((received) => !Array.isArray(received.to) && received.to?.text === row.toAddress)
        expect(mail?.messageId).toBe(messageIdOf(row.id, from))
      }
    } finally {
      real.close()
      await sink.close()
      await own.close()
    }
  })

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000])
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})
