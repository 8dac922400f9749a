import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { wakeOnWrites } from '../src/lib/job-wakeups'
import type { MailTransport } from '../src/modules/email/mail-transport'
import type { OutboxRow } from '../src/modules/email/outbox.repository'
import { startOutboxSender } from '../src/modules/email/outbox-sender'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'

// The jobs that deliver what requests create run just after a request that wrote, not at their next check
// (lib/job-wakeups.ts, decision 117): a mail goes out while its sender's interval is an hour away.

describe('jobs woken by writes', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('a write that answered wakes the jobs; a read, or a write refused, does not', async () => {
    const wake = vi.fn()
    const unregister = wakeOnWrites(wake)
    try {
      await app.inject({ method: 'GET', url: '/api/health' })
      await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'nao-e-email' } })
      expect(wake).not.toHaveBeenCalled()
      const answer = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'ninguem@exemplo.com' } })
      expect(answer.statusCode).toBe(202)
      expect(wake).toHaveBeenCalledTimes(1)
    } finally {
      unregister()
    }
  })

  it('the email a request queued goes out at once, with the sender an hour from its next check', async () => {
    const sent: OutboxRow[] = []
    const transport: MailTransport = { send: async (message) => void sent.push(message), close: () => {} }
    const patient = await createPatient(app.deps.db, { email: 'acordado.pelo.pedido@exemplo.com' })
    const stop = startOutboxSender(app.deps, transport, { log: app.log }, 3_600_000)
    try {
      // Its first run, at start, finds nothing of this patient's.
      await expect.poll(() => sent.length).toBe(0)
      const answer = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: patient.email } })
      expect(answer.statusCode).toBe(202)
      await expect.poll(() => sent.map((message) => message.toAddress)).toContain(patient.email)
    } finally {
      await stop()
    }
  })
})
