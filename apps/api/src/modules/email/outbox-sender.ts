import type { Deps } from '../../deps'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { NO_TALLY, type SendTally } from '../../lib/metrics'
import type { MailTransport } from './mail-transport'
import { claimDueEmails, markFailed, markForRetry, markSent } from './outbox.repository'

type SenderDeps = Pick<Deps, 'db' | 'clock'>

// Messages are claimed one at a time: a lease covers one SMTP send (bounded by the transport's
// timeouts), never a batch whose sends together could outlive it and be claimed again elsewhere.
export const LEASE_MS = 60_000
/** After this many attempts (about a day of back-off) a message is given up and kept as FAILED. */
export const MAX_ATTEMPTS = 12

/** 30 s, 1 min, 2 min … capped at 1 h: an SMTP outage delays mail, it never loses it. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** Sends every message due now, claiming each just before sending it; returns how many were sent. */
export async function sendDueEmails(deps: SenderDeps, transport: MailTransport, leaseMs = LEASE_MS, tally: SendTally = NO_TALLY): Promise<number> {
  let sent = 0
  for (;;) {
    const [message] = await claimDueEmails(deps.db, deps.clock.now(), 1, leaseMs)
    if (!message) return sent
    try {
      await transport.send(message)
      await markSent(deps.db, message.id, deps.clock.now())
      sent += 1
      tally.sent()
    } catch (error) {
      tally.failed()
      const reason = error instanceof Error ? error.message : String(error)
      if (message.attempts >= MAX_ATTEMPTS) await markFailed(deps.db, message.id, reason)
      else await markForRetry(deps.db, message.id, new Date(deps.clock.now().getTime() + retryDelayMs(message.attempts)), reason)
    }
  }
}

/** Polls the outbox every `intervalMs` and just after a request wrote (several instances may run it: claims never overlap). */
export function startOutboxSender(deps: SenderDeps, transport: MailTransport, host: JobHost, intervalMs = 5_000) {
  const tally = host.metrics?.sender('email_outbox') ?? NO_TALLY
  const stop = startIntervalJob({ name: 'email outbox', id: 'email_outbox', run: () => sendDueEmails(deps, transport, LEASE_MS, tally), intervalMs, wakeOnWrites: true }, host.log, host.metrics)
  return async () => {
    await stop()
    transport.close()
  }
}
