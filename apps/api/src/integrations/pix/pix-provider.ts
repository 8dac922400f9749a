import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { PaymentStatus } from '@acolhe/shared/enums'
import type { PixConfig } from '../../config'
import type { CheckoutRequest, PaymentNotification, PaymentProvider, ProviderPayment, ProviderRefundRequest, WebhookRequest } from '../payments/payment-provider'
import { PaymentProviderError, WebhookSignatureError } from '../payments/payment-provider'
import { createPixClient, PixApiError, type PixClient } from './pix-client'

// Immediate charges (cob) through a PSP's API Pix, release 2.8 of the Central Bank's document kept in
// ./spec (decision 083). Our payment row id, without its dashes, is the charge's txid (32 letters and
// digits, inside the 26–35 the specification asks of a cob's txid), so a notification names our row
// without a lookup table. A notification is never believed on its own: the charge is read back and only
// a CONCLUIDA charge holding that very Pix, for the charge's amount, confirms the payment.

/** "155.00" ⇄ 15500: the API writes amounts as decimal strings with two places. */
export function pixAmount(cents: number): string {
  return (cents / 100).toFixed(2)
}
export function centsOf(amount: string): number {
  const [reais = '0', centavos = '00'] = amount.split('.')
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0').slice(0, 2))
}

export function txidOf(paymentId: string): string {
  return paymentId.replace(/-/g, '')
}
export function paymentIdOfTxid(txid: string): string | null {
  if (!/^[0-9a-f]{32}$/i.test(txid)) return null
  const t = txid.toLowerCase()
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-${t.slice(12, 16)}-${t.slice(16, 20)}-${t.slice(20)}`
}

/** The path the PSP is told to notify (PUT /webhook/{chave}); it appends "/pix" itself (the spec's callback). */
export function pixWebhookUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}/api/webhooks/pix/${encodeURIComponent(secret)}`
}

const pixSchema = z.object({
  endToEndId: z.string(),
  txid: z.string().optional(),
  valor: z.string(),
  horario: z.string(),
})
const webhookBodySchema = z.object({ pix: z.array(pixSchema) })

const cobSchema = z.object({
  txid: z.string(),
  status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
  valor: z.object({ original: z.string() }),
  location: z.string().optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(pixSchema).optional(),
})
export type PixCob = z.infer<typeof cobSchema>

const COB_STATUS: Record<PixCob['status'], PaymentStatus> = {
  ATIVA: 'WAITING',
  CONCLUIDA: 'DONE',
  REMOVIDA_PELO_USUARIO_RECEBEDOR: 'FAILED',
  REMOVIDA_PELO_PSP: 'FAILED',
}

export type PixProvider = PaymentProvider & {
  /** PUT /webhook/{chave}: tells the PSP where to notify (run at start-up and by the operator's check). */
  registerWebhook(): Promise<void>
  /** GET /cob/{txid}: the charge as the PSP holds it, QR payload ("copia e cola") included. */
  readCharge(txid: string): Promise<PixCob>
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function createPixProvider(
  config: PixConfig,
  options: { publicUrl: string; now: () => Date; client?: PixClient; timeoutMs?: number },
): PixProvider {
  const client =
    options.client ??
    createPixClient({
      apiUrl: config.apiUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      clientCertFile: config.clientCertFile,
      clientKeyFile: config.clientKeyFile,
      caFile: config.caFile,
      timeoutMs: options.timeoutMs,
    })

  async function readCharge(txid: string): Promise<PixCob> {
    const { json } = await client.call('GET', `/cob/${encodeURIComponent(txid)}`)
    const parsed = cobSchema.safeParse(json)
    if (!parsed.success) throw new PaymentProviderError('unexpected cob shape from the API Pix')
    return parsed.data
  }

  function providerPaymentOf(paymentId: string, cob: PixCob): ProviderPayment {
    const paid = cob.pix?.[0]
    return {
      paymentId,
      status: COB_STATUS[cob.status],
      method: 'PIX',
      providerPaymentId: paid?.endToEndId ?? null,
      amountCents: centsOf(cob.valor.original),
      raw: { txid: cob.txid, status: cob.status, valor: cob.valor.original, endToEndId: paid?.endToEndId ?? null },
    }
  }

  return {
    name: 'pix',

    async createCheckout(request: CheckoutRequest) {
      const txid = txidOf(request.paymentId)
      // The charge lives as long as the hour is held; the PSP refuses payment after it (at least a minute).
      const expiresInSeconds = request.expiresAt ? Math.max(60, Math.floor((request.expiresAt.getTime() - options.now().getTime()) / 1000)) : 3600
      const body = {
        calendario: { expiracao: expiresInSeconds },
        valor: { original: pixAmount(request.amountCents) },
        chave: config.key,
        solicitacaoPagador: request.title.slice(0, 140),
      }
      try {
        await client.call('PUT', `/cob/${txid}`, body)
      } catch (error) {
        // A retried checkout reuses our payment row and so its txid: a charge already there for the same
        // amount is ours (the PSP answers 400 to a txid used twice), anything else is a real refusal.
        if (!(error instanceof PixApiError) || error.status !== 400) throw error
        const existing = await readCharge(txid).catch(() => undefined)
        if (!existing || centsOf(existing.valor.original) !== request.amountCents) throw error
      }
      return { url: `${options.publicUrl}/pagamento/pix/${request.paymentId}`, reference: txid }
    },

    async parseWebhook(request: WebhookRequest) {
      if (!sameSecret(request.pathSecret, config.webhookSecret)) throw new WebhookSignatureError('wrong API Pix webhook secret')
      const parsed = webhookBodySchema.safeParse(request.body)
      if (!parsed.success) return []
      const notifications: PaymentNotification[] = []
      for (const pix of parsed.data.pix) {
        const paymentId = pix.txid ? paymentIdOfTxid(pix.txid) : null
        if (!pix.txid || !paymentId) continue
        const cob = await readCharge(pix.txid).catch((error: unknown) => {
          // A txid the PSP does not know is not one of our charges: nothing to apply.
          if (error instanceof PixApiError && error.status === 404) return undefined
          throw error
        })
        if (!cob) continue
        const held = cob.pix?.find((p) => p.endToEndId === pix.endToEndId)
        if (cob.status !== 'CONCLUIDA' || !held || centsOf(held.valor) !== centsOf(cob.valor.original)) continue
        notifications.push({
          // One Pix is one fact: its end-to-end id keys the event, so a replayed notification is a duplicate.
          eventId: `pix:${held.endToEndId}`,
          paymentId,
          status: 'DONE',
          method: 'PIX',
          providerPaymentId: held.endToEndId,
          // The Receita Saúde entry is dated when the payer's bank settled the Pix, not when we heard of it.
          paidAt: Number.isNaN(Date.parse(held.horario)) ? undefined : new Date(held.horario),
          payload: { notification: pix, cob: { txid: cob.txid, status: cob.status, valor: cob.valor.original } },
        })
      }
      return notifications
    },

    async readPayment(txid: string) {
      const paymentId = paymentIdOfTxid(txid)
      if (!paymentId) throw new PaymentProviderError('not an Acolhe txid')
      return providerPaymentOf(paymentId, await readCharge(txid))
    },

    async refund(request: ProviderRefundRequest) {
      // The devolução's id is our payment's: the PSP refuses an id used twice (PixDevolucaoInvalida), and
      // a devolução already there for the same amount means an earlier attempt went through.
      const path = `/pix/${encodeURIComponent(request.providerPaymentId)}/devolucao/${txidOf(request.paymentId)}`
      try {
        await client.call('PUT', path, { valor: pixAmount(request.amountCents), descricao: request.reason.slice(0, 140) })
      } catch (error) {
        if (!(error instanceof PixApiError) || error.status !== 400) throw error
        const { json } = await client.call('GET', path).catch(() => ({ json: undefined }))
        const existing = z.object({ valor: z.string(), status: z.string() }).safeParse(json)
        if (!existing.success || centsOf(existing.data.valor) !== request.amountCents || existing.data.status === 'NAO_REALIZADO') throw error
      }
    },

    async paymentCode(txid: string) {
      return (await readCharge(txid)).pixCopiaECola ?? null
    },

    async registerWebhook() {
      await client.call('PUT', `/webhook/${encodeURIComponent(config.key)}`, { webhookUrl: pixWebhookUrl(options.publicUrl, config.webhookSecret) })
    },

    readCharge,
  }
}
