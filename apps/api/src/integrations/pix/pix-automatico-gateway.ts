import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { PixAutomaticoConfig, PixConfig } from '../../config'
import { PaymentProviderError } from '../payments/payment-provider'
import { createPixClient, PixApiError, type PixClient } from './pix-client'
import { centsOf, pixAmount, pixWebhookUrl } from './pix-provider'

// Pix Automático through a PSP's API Pix 2.8 (./spec, decision 102): locations (`/locrec`), recurrences
// (`/rec`), recurring charges (`/cobr`, `/cobr/{txid}/retentativa/{data}`) and their webhooks
// (`/webhookrec`, `/webhookcobr`). Only the calls and shapes; the rules are in modules/pix-automatico.

export const REC_STATUSES = ['CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'] as const
export const COBR_STATUSES = ['CRIADA', 'ATIVA', 'CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA'] as const
const ATTEMPT_STATUSES = ['SOLICITADA', 'AGENDADA', 'PAGA', 'CANCELADA', 'REJEITADA', 'EXPIRADA'] as const

const recSchema = z.object({
  idRec: z.string(),
  status: z.enum(REC_STATUSES),
  valor: z.object({ valorRec: z.string().optional() }).optional(),
  encerramento: z
    .object({
      cancelamento: z.object({ solicitante: z.string(), codigo: z.string() }).optional(),
      rejeicao: z.object({ codigo: z.string() }).optional(),
    })
    .optional(),
  ativacao: z.object({ tipoJornada: z.string(), dadosJornada: z.object({ txid: z.string() }).optional() }).optional(),
  dadosQR: z.object({ jornada: z.string().optional(), pixCopiaECola: z.string().optional() }).optional(),
})
export type PixRec = z.infer<typeof recSchema>

const attemptSchema = z.object({ dataLiquidacao: z.string(), tipo: z.string(), endToEndId: z.string(), status: z.enum(ATTEMPT_STATUSES) })
const cobrPixSchema = z.object({ endToEndId: z.string(), txid: z.string().optional(), valor: z.string(), horario: z.string() })
const cobrSchema = z.object({
  idRec: z.string(),
  txid: z.string(),
  status: z.enum(COBR_STATUSES),
  valor: z.object({ original: z.string() }),
  calendario: z.object({ dataDeVencimento: z.string() }),
  tentativas: z.array(attemptSchema).optional(),
  pix: z.array(cobrPixSchema).optional(),
})
export type PixCobr = z.infer<typeof cobrSchema>

const locSchema = z.object({ id: z.number().int(), location: z.string() })

/** The ids a webhook names; each object is read back from the PSP before anything is believed. */
const recHookSchema = z.object({ recs: z.array(z.object({ idRec: z.string() }).passthrough()) })
const cobrHookSchema = z.object({ cobsr: z.array(z.object({ txid: z.string() }).passthrough()) })

export function recIdsOfWebhook(body: unknown): string[] {
  const parsed = recHookSchema.safeParse(body)
  return parsed.success ? parsed.data.recs.map((r) => r.idRec) : []
}
export function cobrTxidsOfWebhook(body: unknown): string[] {
  const parsed = cobrHookSchema.safeParse(body)
  return parsed.success ? parsed.data.cobsr.map((c) => c.txid) : []
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A recurrence id by the specification's formation rule: "RR" (created in Pix, retries allowed), the first
 * 8 digits of the receiver's CNPJ, the creation date (yyyyMMdd), 11 letters and digits. We make it before
 * the call so a retried creation names the same recurrence.
 */
export function newRecId(cnpj: string, today: string): string {
  const bytes = randomBytes(11)
  const tail = [...bytes].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')
  return `RR${cnpj.slice(0, 8)}${today.replace(/-/g, '')}${tail}`
}

export type NewRecurrence = {
  idRec: string
  /** The journey-3 immediate charge (cob) the same QR pays. */
  txid: string
  devedor: { cpf: string; nome: string }
  /** What the patient's bank app shows the recurrence is for (35 characters at most). */
  objeto: string
  /** Our series id, without dashes: the contract number the bank shows. */
  contrato: string
  /** Estimated first recurring payment (YYYY-MM-DD). */
  dataInicial: string
  dataFinal: string | undefined
  amountCents: number
}

export type NewRecurringCharge = { txid: string; idRec: string; dueDate: string; amountCents: number; info: string }

export type PixAutomaticoGateway = {
  /** POST /locrec + POST /rec + GET /rec/{idRec}?txid: the recurrence and its journey-3 composite code. */
  createRecurrence(input: NewRecurrence): Promise<{ rec: PixRec; pixCopiaECola: string }>
  readRecurrence(idRec: string, txid?: string): Promise<PixRec>
  /** PATCH /rec/{idRec} status CANCELADA (the receiver cancels). */
  cancelRecurrence(idRec: string): Promise<PixRec>
  /** PUT /cobr/{txid}; a retry of a charge already there for the same amount and date is the same charge. */
  createCharge(input: NewRecurringCharge): Promise<PixCobr>
  readCharge(txid: string): Promise<PixCobr>
  /** PATCH /cobr/{txid} status CANCELADA: only before the day of its first settlement attempt. */
  cancelCharge(txid: string): Promise<PixCobr>
  /** POST /cobr/{txid}/retentativa/{data}: a new settlement attempt on `date`. */
  retryCharge(txid: string, date: string): Promise<PixCobr>
  /** PUT /webhookrec and PUT /webhookcobr: where the PSP notifies (it appends /rec and /cobr). */
  registerWebhooks(): Promise<void>
}

export function createPixAutomaticoGateway(
  pix: PixConfig,
  automatico: PixAutomaticoConfig,
  options: { publicUrl: string; client?: PixClient; timeoutMs?: number },
): PixAutomaticoGateway {
  const client =
    options.client ??
    createPixClient({
      apiUrl: pix.apiUrl,
      tokenUrl: pix.tokenUrl,
      clientId: pix.clientId,
      clientSecret: pix.clientSecret,
      clientCertFile: pix.clientCertFile,
      clientKeyFile: pix.clientKeyFile,
      caFile: pix.caFile,
      timeoutMs: options.timeoutMs,
    })

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new PaymentProviderError(`unexpected ${what} shape from the API Pix`)
    return parsed.data
  }

  async function readRecurrence(idRec: string, txid?: string): Promise<PixRec> {
    const query = txid ? `?txid=${encodeURIComponent(txid)}` : ''
    const { json } = await client.call('GET', `/rec/${encodeURIComponent(idRec)}${query}`)
    return parse(recSchema, json, 'rec')
  }

  async function readCharge(txid: string): Promise<PixCobr> {
    const { json } = await client.call('GET', `/cobr/${encodeURIComponent(txid)}`)
    return parse(cobrSchema, json, 'cobr')
  }

  /** A 400 on a create we may have sent before: the object already there is ours when it matches. */
  async function alreadyThere<T>(error: unknown, read: () => Promise<T>, matches: (found: T) => boolean): Promise<T> {
    if (!(error instanceof PixApiError) || error.status !== 400) throw error
    const found = await read().catch(() => undefined)
    if (found === undefined || !matches(found)) throw error
    return found
  }

  return {
    async createRecurrence(input) {
      let rec: PixRec
      try {
        const { json: locJson } = await client.call('POST', '/locrec')
        const loc = parse(locSchema, locJson, 'locrec')
        const body = {
          idRec: input.idRec,
          vinculo: { objeto: input.objeto.slice(0, 35), contrato: input.contrato.slice(0, 35), devedor: input.devedor },
          calendario: { dataInicial: input.dataInicial, ...(input.dataFinal ? { dataFinal: input.dataFinal } : {}), periodicidade: 'SEMANAL' },
          // A fixed weekly amount: the patient's bank shows it as the most each debit can be.
          valor: { valorRec: pixAmount(input.amountCents) },
          politicaRetentativa: 'PERMITE_3R_7D',
          loc: loc.id,
          ativacao: { dadosJornada: { txid: input.txid } },
        }
        const { json } = await client.call('POST', '/rec', body)
        rec = parse(recSchema, json, 'rec')
      } catch (error) {
        rec = await alreadyThere(error, () => readRecurrence(input.idRec), (found) => found.idRec === input.idRec)
      }
      const withQr = await readRecurrence(rec.idRec, input.txid)
      const code = withQr.dadosQR?.pixCopiaECola
      if (!code) throw new PaymentProviderError('the API Pix gave no composite QR for the recurrence')
      return { rec: withQr, pixCopiaECola: code }
    },

    readRecurrence,

    async cancelRecurrence(idRec) {
      const { json } = await client.call('PATCH', `/rec/${encodeURIComponent(idRec)}`, { status: 'CANCELADA' })
      return parse(recSchema, json, 'rec')
    },

    async createCharge(input) {
      const body = {
        idRec: input.idRec,
        infoAdicional: input.info.slice(0, 140),
        calendario: { dataDeVencimento: input.dueDate },
        valor: { original: pixAmount(input.amountCents) },
        // Our due date is already a day we chose; moving it past a holiday could cross the session.
        ajusteDiaUtil: false,
        recebedor: { ...(automatico.agency ? { agencia: automatico.agency } : {}), conta: automatico.account, tipoConta: automatico.accountType },
      }
      try {
        const { json } = await client.call('PUT', `/cobr/${encodeURIComponent(input.txid)}`, body)
        return parse(cobrSchema, json, 'cobr')
      } catch (error) {
        return alreadyThere(
          error,
          () => readCharge(input.txid),
          (found) => centsOf(found.valor.original) === input.amountCents && found.calendario.dataDeVencimento === input.dueDate,
        )
      }
    },

    readCharge,

    async cancelCharge(txid) {
      const { json } = await client.call('PATCH', `/cobr/${encodeURIComponent(txid)}`, { status: 'CANCELADA' })
      return parse(cobrSchema, json, 'cobr')
    },

    async retryCharge(txid, date) {
      const { json } = await client.call('POST', `/cobr/${encodeURIComponent(txid)}/retentativa/${date}`)
      return parse(cobrSchema, json, 'cobr')
    },

    async registerWebhooks() {
      const webhookUrl = pixWebhookUrl(options.publicUrl, pix.webhookSecret)
      await client.call('PUT', '/webhookrec', { webhookUrl })
      await client.call('PUT', '/webhookcobr', { webhookUrl })
    },
  }
}
