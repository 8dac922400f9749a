import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OpenAPIBackend, OpenAPIValidator, ValidationContext, type Document, type Operation } from 'openapi-backend'
import { parse } from 'yaml'
import type { PixConfig } from '../../src/config'
import { crc16 } from '../../src/integrations/payments/pix-br-code'
import { createFakeAutomatico, type FakeAutomatico, type Hook } from './fake-pix-automatico'

// A stand-in PSP built from the Central Bank's API Pix document (src/integrations/pix/spec/openapi.yaml):
// every request it receives and every answer and webhook it sends is validated against that document,
// so the adapter is tested against the published contract, not against our reading of it. A request the
// document refuses is answered 400 as the specification says AND kept in `violations`, which the tests
// assert empty; an answer of ours the document refuses throws (a bug in this fake).
// The OAuth2 token endpoint is outside the document (the Central Bank leaves security to its manuals).

const SPEC_PATH = new URL('../../src/integrations/pix/spec/openapi.yaml', import.meta.url)
const ERROR_BASE = 'https://pix.bcb.gov.br/api/v2/error/'
const API_ROOT = '/api/v2'

type Json = Record<string, unknown>

type SpecValidators = {
  api: OpenAPIBackend
  validator: OpenAPIValidator
  webhookPixBody: (body: unknown) => string[]
  webhookRecBody: (body: unknown) => string[]
  webhookCobrBody: (body: unknown) => string[]
}

/**
 * Errata of release 2.8.2 that make parts of Pix Automático impossible to satisfy as published, corrected
 * in memory only (the file stays the Central Bank's, decision 103):
 * - `RecBase.required` lists `retentativa`, a property defined nowhere (the policy is `politicaRetentativa`);
 * - the CPF and CNPJ patterns are written as JavaScript literals (`/^\d{11}$/`), which no string matches;
 * - `RecNotification.required` names `atualizacao"` (a stray quote in the YAML);
 * - `DadosPagadorRec.required` asks a top-level `ispbParticipante`, a property of its `pagador` object,
 *   which a recurrence not yet approved has no payer's bank for;
 * - each `encerramento` is a `oneOf` of objects whose single property (`rejeicao`, `cancelamento`) is not
 *   required, so every value matches both and the `oneOf` always fails: each alternative requires its key;
 * - `PixAutomatico.valor` is a string (with its pattern) AND `anyOf` objects copied from another schema,
 *   which no value is: the `anyOf` is dropped;
 * - `GET /rec/{idRec}` does not declare the `txid` query parameter its own `dadosQR` text and the
 *   `RecConsultaInvalida` violations describe (journey 3's composite QR is read with it).
 * Also, not an erratum: operations with their own `servers` (the payloads a payer's bank reads, e.g.
 * `GET /rec/{recUrlAccessToken}`) live on the location host, not under the API root; openapi-backend's
 * router ignores operation servers and would match `GET /rec/{idRec}` to them, so they are left out.
 */
function correctErrata(definition: Document) {
  for (const [path, item] of Object.entries(definition.paths ?? {})) {
    const get = (item as { get?: { servers?: unknown } } | undefined)?.get
    if (get?.servers) delete (definition.paths as Record<string, unknown>)[path]
  }
  const schemas = (definition.components?.schemas ?? {}) as Record<string, { required?: string[] }>
  const recBase = schemas.RecBase
  if (recBase?.required) recBase.required = recBase.required.filter((name) => name !== 'retentativa')
  const payer = schemas.DadosPagadorRec
  if (payer) delete payer.required
  const notification = schemas.RecNotification
  if (notification?.required) notification.required = notification.required.map((name) => name.replace(/"$/, ''))
  const pixAutomaticoValor = (schemas.PixAutomatico as { properties?: { valor?: { anyOf?: unknown } } } | undefined)?.properties?.valor
  if (pixAutomaticoValor) delete pixAutomaticoValor.anyOf
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (Array.isArray(record.oneOf)) {
      for (const alternative of record.oneOf as { properties?: Record<string, unknown>; required?: string[] }[]) {
        const keys = Object.keys(alternative.properties ?? {})
        if (keys.length === 1 && !alternative.required && (keys[0] === 'rejeicao' || keys[0] === 'cancelamento')) alternative.required = keys
      }
    }
    if (typeof record.pattern === 'string' && /^\/\^.*\$\/$/.test(record.pattern)) record.pattern = record.pattern.slice(1, -1)
    for (const value of Object.values(record)) visit(value)
  }
  visit(definition.components)
  const getRec = (definition.paths?.['/rec/{idRec}'] as { get?: { parameters?: unknown[] } } | undefined)?.get
  if (getRec) getRec.parameters = [...(getRec.parameters ?? []), { name: 'txid', in: 'query', required: false, schema: { type: 'string', pattern: '^[a-zA-Z0-9]{26,35}$' } }]
}

let loaded: Promise<SpecValidators> | undefined

/** The document is read once per test file; validators compile lazily (the document has ~100 operations). */
export function loadPixSpec(): Promise<SpecValidators> {
  loaded ??= (async () => {
    const definition = parse(readFileSync(SPEC_PATH, 'utf8')) as Document
    correctErrata(definition)
    // The document names no operationIds; the validator needs one per operation ("put /cob/{txid}").
    for (const [path, item] of Object.entries(definition.paths ?? {})) {
      for (const method of ['get', 'put', 'post', 'patch', 'delete'] as const) {
        const operation = (item as Record<string, { operationId?: string } | undefined>)[method]
        if (operation) operation.operationId = `${method} ${path}`
      }
    }
    const api = new OpenAPIBackend({ definition, strict: false, validate: false, quick: true, apiRoot: API_ROOT })
    await api.init()
    const validator = new OpenAPIValidator({
      definition: api.definition,
      router: api.router,
      lazyCompileValidators: true,
      customizeAjv: (ajv) => {
        ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/)
        ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/)
        ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$|^[^\s/]+\/\S*$/i)
        ajv.addFormat('int32', { type: 'number', validate: (value: number) => Number.isInteger(value) && Math.abs(value) < 2 ** 31 })
        return ajv
      },
    })
    const callbackValidator = (name: string) => {
      const schema = (api.definition.components?.requestBodies?.[name] as { content: Record<string, { schema: object }> }).content['application/json']?.schema
      const compiled = validator.getAjv(ValidationContext.RequestBody).compile(schema ?? {})
      return (body: unknown) => (compiled(body) ? [] : (compiled.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`))
    }
    return {
      api,
      validator,
      webhookPixBody: callbackValidator('WebhookPixBody'),
      webhookRecBody: callbackValidator('WebhookRecBody'),
      webhookCobrBody: callbackValidator('WebhookCobRBody'),
    }
  })()
  return loaded
}

export type FakeCob = {
  txid: string
  revisao: number
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP'
  criacao: string
  expiracao: number
  valor: string
  chave: string
  solicitacaoPagador?: string
  locId: number
  pix: FakePix[]
}
export type FakePix = { endToEndId: string; txid: string; valor: string; horario: string; devolucoes: FakeDevolucao[] }
export type FakeDevolucao = { id: string; rtrId: string; valor: string; descricao?: string; status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO'; solicitacao: string }

export type FakePsp = {
  /** The API root to configure as PIX_API_URL. */
  apiUrl: string
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** Requests the document refused (each answered 400), and answers of the fake it refused: must stay empty. */
  violations: string[]
  /** Every request that reached an operation, in order ("PUT /cob/…"). */
  calls: string[]
  cobs: Map<string, FakeCob>
  webhookUrl: () => string | undefined
  tokensIssued: () => number
  /** The payer's bank pays the charge: the cob is CONCLUIDA and the webhook body the PSP would send is returned. */
  pay(txid: string, options?: { valor?: string }): Promise<{ url: string; body: Json }>
  /** Pix Automático: recurrences, recurring charges, and the patient's bank app (fake-pix-automatico.ts). */
  automatico: FakeAutomatico
  /** Sends webhooks to their URLs itself (a fake running beside a server, not inside a test). */
  deliver(hooks: Hook[]): Promise<void>
  /** The next call to the API answers this error (RFC 7807 body as the document defines). */
  failNext(status: 503 | 500 | 403): void
  /** Forget the issued token, as a PSP that revoked it would. */
  revokeTokens(): void
  close(): Promise<void>
}

function problem(status: number, type: string, title: string, detail?: string, violacoes?: { razao: string; propriedade: string }[]): Json {
  return { type: `${ERROR_BASE}${type}`, title, status, ...(detail ? { detail } : {}), ...(violacoes ? { violacoes } : {}) }
}

function emv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** The BR Code of a dynamic charge (the Central Bank's manual): the location (field 26.25) the payer's bank reads. */
function dynamicBrCode(location: string): string {
  const body =
    emv('00', '01') +
    emv('01', '12') +
    emv('26', emv('00', 'br.gov.bcb.pix') + emv('25', location)) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('58', 'BR') +
    emv('59', 'ACOLHE') +
    emv('60', 'SAO PAULO') +
    emv('62', emv('05', '***'))
  return `${body}6304${crc16(`${body}6304`)}`
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** An end-to-end id as the SPI writes it: E + ISPB (8) + yyyyMMddHHmm + 11 letters and digits = 32. */
function endToEndId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 12)
  return `E18236120${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`.slice(0, 32)
}

export async function startFakePixPsp(options: {
  chave: string
  now: () => Date
  /** The receiver's CNPJ the PSP knows (Pix Automático answers name it). */
  cnpj?: string
  port?: number
  /** The OAuth2 client secret (random when absent); a fake run beside a server prints it for its settings. */
  clientSecret?: string
  /** Serve the bank-app and settlement controls over HTTP (/__control/…) for a fake running beside a server. */
  control?: { setNow: (iso: string) => void }
}): Promise<FakePsp> {
  const spec = await loadPixSpec()
  const clientId = 'acolhe-client'
  const clientSecret = options.clientSecret ?? randomBytes(12).toString('hex')
  const tokens = new Set<string>()
  let issued = 0
  const violations: string[] = []
  const calls: string[] = []
  const cobs = new Map<string, FakeCob>()
  const pixByE2e = new Map<string, FakePix>()
  let webhookUrl: string | undefined
  let failure: number | undefined
  let nextLoc = 1000

  function cobView(cob: FakeCob): Json {
    const location = `pix.example.com/qr/v2/${cob.txid.toLowerCase()}`
    return {
      calendario: { criacao: cob.criacao, expiracao: cob.expiracao },
      txid: cob.txid,
      revisao: cob.revisao,
      loc: { id: cob.locId, txid: cob.txid, location, tipoCob: 'cob', criacao: cob.criacao },
      location,
      status: cob.status,
      valor: { original: cob.valor },
      chave: cob.chave,
      ...(cob.solicitacaoPagador ? { solicitacaoPagador: cob.solicitacaoPagador } : {}),
      pixCopiaECola: dynamicBrCode(location),
      ...(cob.pix.length ? { pix: cob.pix.map(pixView) } : {}),
    }
  }
  function devolucaoView(d: FakeDevolucao): Json {
    return {
      id: d.id,
      rtrId: d.rtrId,
      valor: d.valor,
      natureza: 'ORIGINAL',
      ...(d.descricao ? { descricao: d.descricao } : {}),
      horario: { solicitacao: d.solicitacao, ...(d.status === 'DEVOLVIDO' ? { liquidacao: d.solicitacao } : {}) },
      status: d.status,
    }
  }
  function pixView(p: FakePix): Json {
    return { endToEndId: p.endToEndId, txid: p.txid, valor: p.valor, horario: p.horario, ...(p.devolucoes.length ? { devolucoes: p.devolucoes.map(devolucaoView) } : {}) }
  }

  async function payCob(txid: string, payOptions: { valor?: string } = {}): Promise<Hook> {
    const cob = cobs.get(txid)
    if (!cob) throw new Error(`no cob ${txid}`)
    if (!webhookUrl) throw new Error('no webhook registered')
    const now = options.now()
    const pix: FakePix = { endToEndId: endToEndId(now), txid, valor: payOptions.valor ?? cob.valor, horario: now.toISOString(), devolucoes: [] }
    cob.status = 'CONCLUIDA'
    cob.pix.push(pix)
    pixByE2e.set(pix.endToEndId, pix)
    const body = { pix: [pixView(pix)] }
    const errors = spec.webhookPixBody(body)
    if (errors.length) throw new Error(`fake PSP webhook outside the document: ${errors.join('; ')}`)
    return { url: `${webhookUrl}/pix`, body }
  }

  const automatico = createFakeAutomatico({
    now: options.now,
    problem,
    cobExists: (txid) => cobs.has(txid),
    payCob: (txid) => payCob(txid),
    validateRecHook: spec.webhookRecBody,
    validateCobrHook: spec.webhookCobrBody,
    receiverCnpj: options.cnpj ?? '12345678000195',
  })

  async function deliver(hooks: Hook[]) {
    for (const hook of hooks) {
      await fetch(hook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(hook.body) })
    }
  }

  /**
   * Outside the document: what the patient's bank and the settlement system do, for a fake running beside
   * a server (the demo, browser journeys). Each action sends its webhooks before answering.
   */
  async function control(controls: { setNow: (iso: string) => void }, method: string, path: string, raw: string, response: ServerResponse) {
    const reply = (status: number, body: Json) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    try {
      const parts = path.split('/').filter(Boolean).slice(1)
      if (method === 'PUT' && parts[0] === 'clock') {
        controls.setNow(String((JSON.parse(raw || '{}') as { now?: string }).now ?? new Date().toISOString()))
        return reply(200, { now: options.now().toISOString() })
      }
      const [kind, given = '', action] = parts
      // 'latest' names the newest recurrence and 'next' the soonest scheduled charge (a demo has no ids at hand).
      const id =
        given === 'latest'
          ? ([...automatico.recs.keys()].at(-1) ?? '')
          : given === 'next'
            ? ([...automatico.cobrs.values()].filter((c) => c.status === 'ATIVA' && c.attempts.some((x) => x.status === 'AGENDADA')).sort((x, y) => x.dueDate.localeCompare(y.dueDate))[0]?.txid ?? '')
            : given
      if (method !== 'POST') return reply(405, { error: 'method' })
      const a = automatico
      const hooks =
        kind === 'rec' && action === 'approve'
          ? await a.approve(id)
          : kind === 'rec' && action === 'pay-first'
            ? await a.payFirstOnly(id)
            : kind === 'rec' && action === 'reject'
              ? a.reject(id)
              : kind === 'rec' && action === 'cancel'
                ? a.cancelByPayer(id)
                : kind === 'cobr' && (action === 'paid' || action === 'refused')
                  ? a.settle(id, action)
                  : undefined
      if (!hooks) return reply(404, { error: 'unknown control' })
      await deliver(hooks)
      return reply(200, { delivered: hooks.length })
    } catch (error) {
      return reply(409, { error: String(error) })
    }
  }

  function respond(response: ServerResponse, operation: Operation | undefined, status: number, body?: Json) {
    if (operation && body !== undefined) {
      const checked = spec.validator.validateResponse(body, operation, status)
      if (checked.errors?.length) throw new Error(`fake PSP answer outside the document (${operation.operationId} ${status}): ${JSON.stringify(checked.errors)}`)
    }
    response.writeHead(status, body === undefined ? {} : { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' })
    response.end(body === undefined ? undefined : JSON.stringify(body))
  }

  function handle(operation: Operation, params: Record<string, string>, body: Json): [number, Json | undefined] {
    const now = options.now()
    switch (operation.operationId) {
      case 'put /cob/{txid}': {
        const txid = params.txid ?? ''
        const existing = cobs.get(txid)
        if (existing && existing.status !== 'ATIVA')
          return [400, problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'A cobrança já existe e não está ATIVA.')]
        if (body.chave !== options.chave)
          return [400, problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'A chave não pertence a este usuário recebedor.', [{ razao: 'chave de outro recebedor', propriedade: 'cob.chave' }])]
        const valor = (body.valor as { original: string }).original
        if (Number(valor) <= 0) return [400, problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'O valor é zero.', [{ razao: 'valor zero', propriedade: 'cob.valor.original' }])]
        const cob: FakeCob = {
          txid,
          revisao: existing ? existing.revisao + 1 : 0,
          status: 'ATIVA',
          criacao: existing?.criacao ?? now.toISOString(),
          expiracao: (body.calendario as { expiracao?: number } | undefined)?.expiracao ?? 86400,
          valor,
          chave: options.chave,
          solicitacaoPagador: typeof body.solicitacaoPagador === 'string' ? body.solicitacaoPagador : undefined,
          locId: existing?.locId ?? nextLoc++,
          pix: [],
        }
        cobs.set(txid, cob)
        return [existing ? 200 : 201, cobView(cob)]
      }
      case 'get /cob/{txid}': {
        const cob = cobs.get(params.txid ?? '')
        return cob ? [200, cobView(cob)] : [404, problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada.', 'Cobrança não encontrada para o txid informado.')]
      }
      case 'put /webhook/{chave}': {
        if (params.chave !== options.chave) return [400, problem(400, 'WebhookOperacaoInvalida', 'Webhook inválido.', 'A chave não pertence a este usuário recebedor.')]
        webhookUrl = String(body.webhookUrl)
        return [200, undefined]
      }
      case 'get /pix/{e2eid}': {
        const pix = pixByE2e.get(params.e2eid ?? '')
        return pix ? [200, pixView(pix)] : [404, problem(404, 'PixNaoEncontrado', 'Pix não encontrado.')]
      }
      case 'put /pix/{e2eid}/devolucao/{id}': {
        const pix = pixByE2e.get(params.e2eid ?? '')
        if (!pix) return [404, problem(404, 'PixNaoEncontrado', 'Pix não encontrado.')]
        if (pix.devolucoes.some((d) => d.id === params.id))
          return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', 'O id já foi utilizado por outra devolução deste Pix.')]
        const valor = String(body.valor)
        const returned = pix.devolucoes.filter((d) => d.status !== 'NAO_REALIZADO').reduce((sum, d) => sum + Math.round(Number(d.valor) * 100), 0)
        if (returned + Math.round(Number(valor) * 100) > Math.round(Number(pix.valor) * 100))
          return [400, problem(400, 'PixDevolucaoInvalida', 'Devolução inválida.', 'A devolução excederia o valor do Pix originário.')]
        const devolucao: FakeDevolucao = {
          id: params.id ?? '',
          rtrId: `D18236120${now.toISOString().replace(/[-:T]/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`.slice(0, 32),
          valor,
          descricao: typeof body.descricao === 'string' ? body.descricao : undefined,
          status: 'EM_PROCESSAMENTO',
          solicitacao: now.toISOString(),
        }
        pix.devolucoes.push(devolucao)
        return [201, devolucaoView(devolucao)]
      }
      case 'get /pix/{e2eid}/devolucao/{id}': {
        const devolucao = pixByE2e.get(params.e2eid ?? '')?.devolucoes.find((d) => d.id === params.id)
        return devolucao ? [200, devolucaoView(devolucao)] : [404, problem(404, 'PixDevolucaoNaoEncontrada', 'Devolução não encontrada.')]
      }
      default:
        return (
          automatico.handle(operation, params, body) ?? [404, problem(404, 'NaoEncontrado', 'Não encontrado.', `${operation.operationId} is not played by this fake PSP`)]
        )
    }
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request)
      const url = new URL(request.url ?? '/', 'http://fake-psp')
      if (options.control && url.pathname.startsWith('/__control/')) return control(options.control, request.method ?? 'GET', url.pathname, raw, response)
      if (request.method === 'POST' && url.pathname === '/oauth/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
        if (request.headers.authorization !== expected || !/grant_type=client_credentials/.test(raw)) {
          response.writeHead(401, { 'content-type': 'application/json' })
          return response.end(JSON.stringify({ error: 'invalid_client' }))
        }
        const token = randomBytes(16).toString('hex')
        tokens.add(token)
        issued += 1
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read pix.write pix.read webhook.write' }))
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
      if (!bearer || !tokens.has(bearer)) {
        response.writeHead(401, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ error: 'invalid_token' }))
      }
      let body: unknown
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        return respond(response, undefined, 400, problem(400, 'RequisicaoInvalida', 'Requisição inválida.', 'JSON malformado.'))
      }
      const req = { method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers as Record<string, string>, body }
      const operation = spec.api.router.matchOperation(req)
      if (!operation) return respond(response, undefined, 404, problem(404, 'NaoEncontrado', 'Não encontrado.'))
      calls.push(`${req.method} ${url.pathname.slice(API_ROOT.length)}`)
      const checked = spec.validator.validateRequest(req, operation)
      if (checked.errors?.length) {
        violations.push(`${operation.operationId}: ${JSON.stringify(checked.errors)}`)
        const violacoes = checked.errors.map((e) => ({ razao: e.message ?? 'inválido', propriedade: e.instancePath || e.schemaPath }))
        return respond(response, operation, 400, problem(400, 'RequisicaoInvalida', 'Requisição inválida.', 'A requisição não respeita o schema.', violacoes))
      }
      if (failure) {
        const status = failure
        failure = undefined
        const type = status === 503 ? 'ServicoIndisponivel' : status === 403 ? 'AcessoNegado' : 'ErroInternoDoServidor'
        // 500 is not among the document's declared answers of these operations: sent without validation.
        return respond(response, status === 500 ? undefined : operation, status, problem(status, type, type))
      }
      const params = { ...req.query, ...(spec.api.router.parseRequest(req, operation).params as Record<string, string>) }
      const [status, answer] = handle(operation, params, (body ?? {}) as Json)
      return respond(response, operation, status, answer)
    })().catch((error: unknown) => {
      // A fault of the fake itself (an answer outside the document): kept so the suite fails on it.
      violations.push(`fake PSP fault: ${String(error)}`)
      response.writeHead(500, { 'content-type': 'application/problem+json' })
      response.end(JSON.stringify(problem(500, 'ErroInternoDoServidor', String(error))))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`

  return {
    apiUrl: `${base}${API_ROOT}`,
    tokenUrl: `${base}/oauth/token`,
    clientId,
    clientSecret,
    violations,
    calls,
    cobs,
    webhookUrl: () => webhookUrl,
    tokensIssued: () => issued,
    pay: payCob,
    automatico,
    deliver,
    failNext(status) {
      failure = status
    },
    revokeTokens() {
      tokens.clear()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The API Pix settings of an app paying through `psp` (what PIX_* would give): its address and OAuth2
 * client, no mTLS files (the fake speaks plain HTTP), the charges' key and the webhook's secret.
 */
export function pixSettingsOf(psp: FakePsp, key: string, webhookSecret: string): PixConfig {
  return {
    apiUrl: psp.apiUrl,
    tokenUrl: psp.tokenUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    clientCertFile: undefined,
    clientKeyFile: undefined,
    caFile: undefined,
    key,
    webhookSecret,
  }
}
