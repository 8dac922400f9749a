import type { Deps } from '../../deps'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import type { WhatsAppProvider } from '../../integrations/whatsapp/whatsapp-provider'
import { MAX_ATTEMPTS, retryDelayMs } from '../email/outbox-sender'
import { NO_TALLY, type SendTally } from '../../lib/metrics'
import * as repo from './whatsapp.repository'

type SenderDeps = Pick<Deps, 'db' | 'clock'> & { config: Pick<Deps['config'], 'whatsapp'> }

// One message per claim, as the email outbox: a lease covers one request to the Cloud API (bounded by
// its timeout), so two instances never send the same message and a crashed sender's lease runs out.
const LEASE_MS = 60_000

/** Sends every WhatsApp message due now; returns how many went out. */
export async function sendDueWhatsApp(deps: SenderDeps, provider: WhatsAppProvider, tally: SendTally = NO_TALLY): Promise<number> {
  const whatsapp = deps.config.whatsapp
  if (!whatsapp) return 0
  let sent = 0
  for (;;) {
    const message = await repo.claimDueWhatsApp(deps.db, deps.clock.now(), LEASE_MS)
    if (!message) return sent
    // The patient may have said 'PARAR' since the reminder was queued.
    const channel = await repo.findPatientChannel(deps.db, message.patientId)
    if (!channel?.consent?.enabled || channel.deletedAt) {
      await repo.finishWhatsApp(deps.db, message.id, { status: 'CANCELLED', lastError: 'opted out before sending' })
      continue
    }
    try {
      const { messageId } = await provider.sendTemplate({ to: message.toPhone, templateName: message.templateName, language: whatsapp.templateLanguage, components: message.components })
      await repo.finishWhatsApp(deps.db, message.id, { status: 'SENT', sentAt: deps.clock.now(), providerMessageId: messageId })
      sent += 1
      tally.sent()
    } catch (error) {
      tally.failed()
      const reason = error instanceof Error ? error.message : String(error)
      if (message.attempts >= MAX_ATTEMPTS) await repo.finishWhatsApp(deps.db, message.id, { status: 'FAILED', lastError: reason })
      else await repo.finishWhatsApp(deps.db, message.id, { status: 'PENDING', nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(message.attempts)), lastError: reason })
    }
  }
}

/** Polls the WhatsApp outbox every `intervalMs` and just after a request wrote (several instances may run it: claims never overlap). */
export function startWhatsAppSender(deps: SenderDeps, provider: WhatsAppProvider, host: JobHost, intervalMs = 5_000) {
  const tally = host.metrics?.sender('whatsapp_outbox') ?? NO_TALLY
  return startIntervalJob({ name: 'whatsapp outbox', id: 'whatsapp_outbox', run: () => sendDueWhatsApp(deps, provider, tally), intervalMs, wakeOnWrites: true }, host.log, host.metrics)
}
