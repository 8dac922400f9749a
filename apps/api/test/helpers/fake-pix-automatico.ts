import { randomBytes } from 'node:crypto'
import type { Operation } from 'openapi-backend'

// The Pix Automático half of the fake PSP (fake-pix-psp.ts owns the HTTP server, the OAuth2 token and the
// document's validation of every request, answer and webhook): locations (/locrec), recurrences (/rec),
// recurring charges (/cobr, retentativa) and the webhooks (/webhookrec, /webhookcobr). Besides the
// document it plays the parts no API exposes: the patient's bank app (approving journey 3, refusing,
// cancelling the authorization) and the settlement of each attempt (paid or refused).
// Rules it enforces from the specification and the Pix Automático regulation, so the adapter is tested
// against them: a cobr is created 2 to 10 days before its due date, once per weekly cycle of a recurrence,
// only for an approved recurrence; it cannot be cancelled from its first attempt's day on; a retry is for a
// future date within 7 days of the due date, at most 3, one at a time, and only under PERMITE_3R_7D.

type Json = Record<string, unknown>
type Problem = (status: number, type: string, title: string, detail?: string) => Json

export type FakeRecStatus = 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'EXPIRADA' | 'CANCELADA'
export type FakeRec = {
  idRec: string
  status: FakeRecStatus
  body: Json
  locId: number
  txid: string
  politica: 'NAO_PERMITE' | 'PERMITE_3R_7D'
  history: { status: FakeRecStatus; data: string }[]
  encerramento?: Json
  tipoJornada: 'AGUARDANDO_DEFINICAO' | 'JORNADA_3'
}
export type FakeAttempt = { dataLiquidacao: string; tipo: 'AGND' | 'RIFL'; endToEndId: string; status: 'AGENDADA' | 'PAGA' | 'CANCELADA' | 'REJEITADA'; history: { status: string; data: string }[] }
export type FakeCobr = {
  txid: string
  idRec: string
  status: 'CRIADA' | 'ATIVA' | 'CONCLUIDA' | 'EXPIRADA' | 'REJEITADA' | 'CANCELADA'
  criacao: string
  dueDate: string
  valor: string
  body: Json
  attempts: FakeAttempt[]
  history: { status: string; data: string }[]
  pix: { endToEndId: string; txid: string; valor: string; horario: string }[]
  encerramento?: Json
}

export type Hook = { url: string; body: Json }

export type FakeAutomaticoDeps = {
  now: () => Date
  problem: Problem
  /** The base fake's immediate charges: journey 3's cob must exist, and approval pays it. */
  cobExists: (txid: string) => boolean
  payCob: (txid: string) => Promise<Hook>
  validateRecHook: (body: unknown) => string[]
  validateCobrHook: (body: unknown) => string[]
  receiverCnpj: string
}

const DAY = 86_400_000

/** YYYY-MM-DD of an instant in Brasília (UTC−3, no daylight saving since 2019). */
function brasiliaDate(instant: Date): string {
  return new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 10)
}
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
}
/** Monday of the date's week: the cycle of a weekly recurrence. */
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, -((day + 6) % 7))
}
function emv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}
function e2e(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 12)
  return `E18236120${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`.slice(0, 32)
}

export function createFakeAutomatico(deps: FakeAutomaticoDeps) {
  const locs = new Map<number, { id: number; location: string; criacao: string; idRec?: string }>()
  const recs = new Map<string, FakeRec>()
  const cobrs = new Map<string, FakeCobr>()
  let recWebhookUrl: string | undefined
  let cobrWebhookUrl: string | undefined
  let nextLoc = 5000
  const receiver = { cnpj: deps.receiverCnpj, nome: 'ACOLHE SERVICOS DE SAUDE LTDA' }

  const locView = (id: number): Json => {
    const loc = locs.get(id)
    if (!loc) return {}
    return { id: loc.id, location: loc.location, tipo: 'rec', criacao: loc.criacao, ...(loc.idRec ? { idRec: loc.idRec } : {}) }
  }

  function recView(rec: FakeRec, txid?: string): Json {
    const body = rec.body
    const view: Json = {
      idRec: rec.idRec,
      vinculo: body.vinculo,
      calendario: body.calendario,
      ...(body.valor ? { valor: body.valor } : {}),
      recebedor: receiver,
      status: rec.status,
      politicaRetentativa: rec.politica,
      loc: locView(rec.locId),
      atualizacao: rec.history,
      ...(rec.encerramento ? { encerramento: rec.encerramento } : {}),
      ativacao: { tipoJornada: rec.tipoJornada, dadosJornada: { txid: rec.txid } },
    }
    if (rec.status !== 'CRIADA') view.pagador = { ispbParticipante: '60746948', cpf: (body.vinculo as { devedor: { cpf: string } }).devedor.cpf }
    if (txid && txid === rec.txid) {
      const cobLocation = `pix.example.com/qr/v2/${txid.toLowerCase()}`
      const recLocation = String(locs.get(rec.locId)?.location ?? '')
      const payload =
        emv('00', '01') +
        emv('26', emv('00', 'br.gov.bcb.pix') + emv('25', cobLocation)) +
        emv('52', '0000') +
        emv('53', '986') +
        emv('58', 'BR') +
        emv('59', 'ACOLHE') +
        emv('60', 'SAO PAULO') +
        emv('62', emv('05', '***')) +
        emv('80', emv('00', 'br.gov.bcb.pix') + emv('25', recLocation))
      view.dadosQR = { jornada: 'JORNADA_3', pixCopiaECola: `${payload}6304ABCD` }
    }
    return view
  }

  function cobrView(cobr: FakeCobr, full: boolean): Json {
    const rec = recs.get(cobr.idRec)
    const view: Json = {
      idRec: cobr.idRec,
      txid: cobr.txid,
      ...(cobr.body.infoAdicional ? { infoAdicional: cobr.body.infoAdicional } : {}),
      calendario: { criacao: cobr.criacao, dataDeVencimento: cobr.dueDate },
      valor: { original: cobr.valor },
      ajusteDiaUtil: cobr.body.ajusteDiaUtil ?? true,
      // The account the request named and the company the PSP knows it by.
      recebedor: { ...(cobr.body.recebedor as Json), ...receiver },
      status: cobr.status,
    }
    if (!full) return view
    return {
      ...view,
      politicaRetentativa: rec?.politica ?? 'NAO_PERMITE',
      atualizacao: cobr.history,
      ...(cobr.encerramento ? { encerramento: cobr.encerramento } : {}),
      ...(cobr.attempts.length ? { tentativas: cobr.attempts.map((a) => ({ dataLiquidacao: a.dataLiquidacao, tipo: a.tipo, endToEndId: a.endToEndId, status: a.status, atualizacao: a.history })) } : {}),
      ...(cobr.pix.length ? { pix: cobr.pix } : {}),
    }
  }

  function setRecStatus(rec: FakeRec, status: FakeRecStatus) {
    rec.status = status
    rec.history.push({ status, data: deps.now().toISOString() })
  }
  function setCobrStatus(cobr: FakeCobr, status: FakeCobr['status']) {
    cobr.status = status
    cobr.history.push({ status, data: deps.now().toISOString() })
  }
  function setAttempt(attempt: FakeAttempt, status: FakeAttempt['status']) {
    attempt.status = status
    attempt.history.push({ status, data: deps.now().toISOString() })
  }

  function recHook(rec: FakeRec): Hook {
    if (!recWebhookUrl) throw new Error('no /webhookrec registered')
    const body = {
      recs: [{ idRec: rec.idRec, status: rec.status, atualizacao: rec.history, ...(rec.encerramento ? { encerramento: rec.encerramento } : {}), ativacao: { tipoJornada: rec.tipoJornada, dadosJornada: { txid: rec.txid } } }],
    }
    const errors = deps.validateRecHook(body)
    if (errors.length) throw new Error(`fake PSP webhookrec outside the document: ${errors.join('; ')}`)
    return { url: `${recWebhookUrl}/rec`, body }
  }
  function cobrHook(cobr: FakeCobr): Hook {
    if (!cobrWebhookUrl) throw new Error('no /webhookcobr registered')
    const full = cobrView(cobr, true)
    const body = { cobsr: [{ idRec: cobr.idRec, txid: cobr.txid, status: cobr.status, atualizacao: full.atualizacao, ...(full.tentativas ? { tentativas: full.tentativas } : {}), ...(full.pix ? { pix: full.pix } : {}) }] }
    const errors = deps.validateCobrHook(body)
    if (errors.length) throw new Error(`fake PSP webhookcobr outside the document: ${errors.join('; ')}`)
    return { url: `${cobrWebhookUrl}/cobr`, body }
  }

  const invalid = (type: string, detail: string): [number, Json] => [400, deps.problem(400, type, 'Requisição inválida.', detail)]

  /** Operations of the document this half plays; undefined: not one of them. */
  function handle(operation: Operation, params: Record<string, string>, body: Json): [number, Json | undefined] | undefined {
    const now = deps.now()
    const today = brasiliaDate(now)
    switch (operation.operationId) {
      case 'post /locrec': {
        const id = nextLoc++
        locs.set(id, { id, location: `pix.example.com/qr/v2/rec/${randomBytes(16).toString('hex')}`, criacao: now.toISOString() })
        return [201, locView(id)]
      }
      case 'post /rec': {
        const idRec = String(body.idRec)
        if (recs.has(idRec)) return invalid('RecOperacaoInvalida', 'O idRec já está em uso.')
        const locId = Number(body.loc)
        const loc = locs.get(locId)
        if (!loc) return invalid('RecOperacaoInvalida', 'O location referenciado por rec.loc inexiste.')
        if (loc.idRec) return invalid('RecOperacaoInvalida', 'O location referenciado por rec.loc já está sendo utilizado por outra recorrência.')
        const calendario = body.calendario as { dataInicial: string; dataFinal?: string }
        if (calendario.dataInicial < today) return invalid('RecOperacaoInvalida', 'O campo rec.calendario.dataInicial é anterior à data de criação da recorrência.')
        if (calendario.dataFinal && calendario.dataFinal < calendario.dataInicial) return invalid('RecOperacaoInvalida', 'O campo rec.calendario.dataFinal é anterior ao campo rec.calendario.dataInicial.')
        const txid = (body.ativacao as { dadosJornada?: { txid?: string } } | undefined)?.dadosJornada?.txid
        if (!txid || !deps.cobExists(txid)) return invalid('RecOperacaoInvalida', 'A cobrança imediata da jornada 3 inexiste.')
        const rec: FakeRec = {
          idRec,
          status: 'CRIADA',
          body,
          locId,
          txid,
          politica: body.politicaRetentativa === 'PERMITE_3R_7D' ? 'PERMITE_3R_7D' : 'NAO_PERMITE',
          history: [{ status: 'CRIADA', data: now.toISOString() }],
          tipoJornada: 'AGUARDANDO_DEFINICAO',
        }
        loc.idRec = idRec
        recs.set(idRec, rec)
        return [201, recView(rec)]
      }
      case 'get /rec/{idRec}': {
        const rec = recs.get(params.idRec ?? '')
        if (!rec) return [404, deps.problem(404, 'RecNaoEncontrada', 'Recorrência não encontrada.')]
        return [200, recView(rec, params.txid)]
      }
      case 'patch /rec/{idRec}': {
        const rec = recs.get(params.idRec ?? '')
        if (!rec) return [404, deps.problem(404, 'RecNaoEncontrada', 'Recorrência não encontrada.')]
        if (rec.status === 'EXPIRADA' || rec.status === 'CANCELADA' || rec.status === 'REJEITADA')
          return invalid('RecOperacaoInvalida', 'A recorrência encontra-se expirada, cancelada ou rejeitada.')
        if (body.status === 'CANCELADA') {
          rec.encerramento = { cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR', descricao: 'Cancelada pelo recebedor.' } }
          setRecStatus(rec, 'CANCELADA')
          cancelOpenCharges(rec)
        }
        return [200, recView(rec)]
      }
      case 'put /cobr/{txid}': {
        const txid = params.txid ?? ''
        if (cobrs.has(txid)) return invalid('CobROperacaoInvalida', 'O campo cobr.txid encontra-se em uso.')
        const rec = recs.get(String(body.idRec))
        if (!rec || rec.status !== 'APROVADA') return invalid('CobROperacaoInvalida', 'A recorrência não está aprovada.')
        const dueDate = (body.calendario as { dataDeVencimento: string }).dataDeVencimento
        if (dueDate < today) return invalid('CobROperacaoInvalida', 'O campo cobr.calendario.dataDeVencimento é anterior à data de criação da cobrança.')
        if (dueDate < addDays(today, 2) || dueDate > addDays(today, 10))
          return invalid('CobROperacaoInvalida', 'A cobrança deve ser criada entre 2 e 10 dias antes do vencimento.')
        const sameCycle = [...cobrs.values()].some((c) => c.idRec === rec.idRec && c.status !== 'REJEITADA' && c.status !== 'CANCELADA' && weekOf(c.dueDate) === weekOf(dueDate))
        if (sameCycle) return invalid('CobROperacaoInvalida', 'Existe uma CobR com status diferente de REJEITADA e CANCELADA referente ao mesmo cobr.idRec no mesmo ciclo.')
        const cobr: FakeCobr = {
          txid,
          idRec: rec.idRec,
          status: 'CRIADA',
          criacao: today,
          dueDate,
          valor: (body.valor as { original: string }).original,
          body,
          attempts: [],
          history: [{ status: 'CRIADA', data: now.toISOString() }],
          pix: [],
        }
        // The payer's PSP accepts the schedule at once in this fake: ATIVA, first attempt on the due date.
        setCobrStatus(cobr, 'ATIVA')
        cobr.attempts.push({ dataLiquidacao: dueDate, tipo: 'AGND', endToEndId: e2e(now), status: 'AGENDADA', history: [{ status: 'AGENDADA', data: now.toISOString() }] })
        cobrs.set(txid, cobr)
        return [201, cobrView(cobr, false)]
      }
      case 'get /cobr/{txid}': {
        const cobr = cobrs.get(params.txid ?? '')
        return cobr ? [200, cobrView(cobr, true)] : [404, deps.problem(404, 'CobRNaoEncontrado', 'Cobrança não encontrada para o txid informado.')]
      }
      case 'patch /cobr/{txid}': {
        const cobr = cobrs.get(params.txid ?? '')
        if (!cobr) return [404, deps.problem(404, 'CobRNaoEncontrado', 'Cobrança não encontrada para o txid informado.')]
        if (cobr.status !== 'ATIVA' && cobr.status !== 'CRIADA') return invalid('CobROperacaoInvalida', 'A cobrança não está ativa.')
        const first = cobr.attempts[0]?.dataLiquidacao ?? cobr.dueDate
        if (today >= first) return invalid('CobROperacaoInvalida', 'Não é possível cancelar uma cobrança em uma data igual ou maior que a data prevista da primeira tentativa de liquidação.')
        cobr.encerramento = { cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR', descricao: 'Cancelada pelo recebedor.' } }
        for (const attempt of cobr.attempts) if (attempt.status === 'AGENDADA') setAttempt(attempt, 'CANCELADA')
        setCobrStatus(cobr, 'CANCELADA')
        return [200, cobrView(cobr, false)]
      }
      case 'post /cobr/{txid}/retentativa/{data}': {
        const cobr = cobrs.get(params.txid ?? '')
        if (!cobr) return [404, deps.problem(404, 'CobRNaoEncontrado', 'Cobrança não encontrada para o txid informado.')]
        const date = params.data ?? ''
        if (recs.get(cobr.idRec)?.politica !== 'PERMITE_3R_7D') return invalid('CobROperacaoInvalida', 'A política configurada na recorrência não permite retentativa de cobrança.')
        if (cobr.status !== 'ATIVA') return invalid('CobROperacaoInvalida', 'A cobrança não está ativa.')
        if (cobr.attempts.some((a) => a.status === 'AGENDADA')) return invalid('CobROperacaoInvalida', 'Existe uma tentativa com status SOLICITADA ou AGENDADA.')
        if (date <= today) return invalid('CobROperacaoInvalida', 'O parâmetro data não corresponde a uma data futura.')
        if (date > addDays(cobr.dueDate, 7) || cobr.attempts.filter((a) => a.tipo === 'RIFL').length >= 3)
          return invalid('CobROperacaoInvalida', 'A política configurada na recorrência não permite retentativa de cobrança.')
        cobr.attempts.push({ dataLiquidacao: date, tipo: 'RIFL', endToEndId: e2e(now), status: 'AGENDADA', history: [{ status: 'AGENDADA', data: now.toISOString() }] })
        return [201, cobrView(cobr, true)]
      }
      case 'put /webhookrec':
        recWebhookUrl = String(body.webhookUrl)
        return [200, undefined]
      case 'put /webhookcobr':
        cobrWebhookUrl = String(body.webhookUrl)
        return [200, undefined]
      default:
        return undefined
    }
  }

  function cancelOpenCharges(rec: FakeRec): FakeCobr[] {
    const cancelled: FakeCobr[] = []
    for (const cobr of cobrs.values()) {
      if (cobr.idRec !== rec.idRec || (cobr.status !== 'ATIVA' && cobr.status !== 'CRIADA')) continue
      cobr.encerramento = { cancelamento: { solicitante: 'PSP_PAGADOR', codigo: 'CCLD', descricao: 'Autorização cancelada.' } }
      for (const attempt of cobr.attempts) if (attempt.status === 'AGENDADA') setAttempt(attempt, 'CANCELADA')
      setCobrStatus(cobr, 'CANCELADA')
      cancelled.push(cobr)
    }
    return cancelled
  }

  function recOrThrow(idRec: string): FakeRec {
    const rec = recs.get(idRec)
    if (!rec) throw new Error(`no rec ${idRec}`)
    return rec
  }
  function cobrOrThrow(txid: string): FakeCobr {
    const cobr = cobrs.get(txid)
    if (!cobr) throw new Error(`no cobr ${txid}`)
    return cobr
  }

  return {
    handle,
    recs,
    cobrs,
    webhookUrls: () => ({ rec: recWebhookUrl, cobr: cobrWebhookUrl }),
    /** Journey 3 in the patient's bank app: the QR's immediate charge is paid and the recurrence approved. */
    async approve(idRec: string): Promise<Hook[]> {
      const rec = recOrThrow(idRec)
      if (rec.status !== 'CRIADA') throw new Error(`rec ${idRec} is ${rec.status}`)
      const paid = await deps.payCob(rec.txid)
      rec.tipoJornada = 'JORNADA_3'
      setRecStatus(rec, 'APROVADA')
      return [paid, recHook(rec)]
    },
    /** The patient pays the QR's immediate charge but does not confirm the authorization (it stays CRIADA). */
    async payFirstOnly(idRec: string): Promise<Hook[]> {
      return [await deps.payCob(recOrThrow(idRec).txid)]
    },
    /** The patient refuses the authorization in the bank app. */
    reject(idRec: string): Hook[] {
      const rec = recOrThrow(idRec)
      rec.encerramento = { rejeicao: { codigo: 'AP13', descricao: 'Recusada pelo usuário pagador.' } }
      setRecStatus(rec, 'REJEITADA')
      return [recHook(rec)]
    },
    /** The patient cancels the authorization in the bank app: its scheduled charges are cancelled too. */
    cancelByPayer(idRec: string): Hook[] {
      const rec = recOrThrow(idRec)
      rec.encerramento = { cancelamento: { solicitante: 'USUARIO_PAGADOR', codigo: 'SLDB', descricao: 'Cancelada pelo usuário pagador.' } }
      setRecStatus(rec, 'CANCELADA')
      const charges = cancelOpenCharges(rec)
      return [recHook(rec), ...charges.map(cobrHook)]
    },
    /** The scheduled attempt of a charge settles: paid (CONCLUIDA, with its Pix) or refused. */
    settle(txid: string, outcome: 'paid' | 'refused'): Hook[] {
      const cobr = cobrOrThrow(txid)
      const attempt = cobr.attempts.find((a) => a.status === 'AGENDADA')
      if (!attempt || cobr.status !== 'ATIVA') throw new Error(`cobr ${txid} has no scheduled attempt`)
      if (outcome === 'paid') {
        setAttempt(attempt, 'PAGA')
        cobr.pix.push({ endToEndId: attempt.endToEndId, txid, valor: cobr.valor, horario: deps.now().toISOString() })
        setCobrStatus(cobr, 'CONCLUIDA')
      } else {
        setAttempt(attempt, 'REJEITADA')
      }
      return [cobrHook(cobr)]
    },
    /** The webhook the PSP would send now for an object (a replay, or a notification sent twice). */
    hookOfRec: (idRec: string) => recHook(recOrThrow(idRec)),
    hookOfCobr: (txid: string) => cobrHook(cobrOrThrow(txid)),
  }
}

export type FakeAutomatico = ReturnType<typeof createFakeAutomatico>
