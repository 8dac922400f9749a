import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { Agent, request as httpsRequest } from 'node:https'
import { z } from 'zod'
import { PaymentProviderError } from '../payments/payment-provider'

// A small client for a PSP's API Pix (the Central Bank's OpenAPI document in ./spec): OAuth2 client
// credentials for the bearer token, the PSP's client certificate for mutual TLS, JSON both ways, and the
// RFC 7807 error body the specification defines ("Problema") turned into an error we can log.

export type PixClientOptions = {
  apiUrl: string
  tokenUrl: string
  clientId: string
  clientSecret: string
  clientCertFile?: string | undefined
  clientKeyFile?: string | undefined
  /** The PSP's CA chain when its certificate is not signed by a public CA (PEM file). */
  caFile?: string | undefined
  timeoutMs?: number
  /** Tests: the instant the token cache compares against. */
  now?: () => Date
}

const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string().optional(),
  violacoes: z.array(z.object({ razao: z.string().optional(), propriedade: z.string().optional() })).optional(),
})
export type PixProblem = z.infer<typeof problemSchema>

/** The PSP refused the request: `problem` is its RFC 7807 body when it sent one. */
export class PixApiError extends PaymentProviderError {
  constructor(
    readonly status: number,
    readonly problem: PixProblem | undefined,
  ) {
    super(`API Pix answered ${status}${problem ? ` ${problem.type}: ${problem.detail ?? problem.title}` : ''}`)
  }
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().optional() })

type RawResponse = { status: number; body: string; contentType: string }

export type PixClient = {
  call(method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; json: unknown }>
}

export function createPixClient(options: PixClientOptions): PixClient {
  const now = options.now ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? 10_000
  // The certificate is read once: a PSP's certificate is rotated by restarting with the new files.
  const agent =
    (options.clientCertFile && options.clientKeyFile) || options.caFile
      ? new Agent({
          ...(options.clientCertFile && options.clientKeyFile ? { cert: readFileSync(options.clientCertFile), key: readFileSync(options.clientKeyFile) } : {}),
          ...(options.caFile ? { ca: readFileSync(options.caFile) } : {}),
          keepAlive: true,
        })
      : undefined
  let token: { value: string; until: number } | undefined

  function send(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<RawResponse> {
    const requestOptions: RequestOptions = { method: init.method, headers: init.headers, timeout: timeoutMs }
    return new Promise((resolve, reject) => {
      const onResponse = (response: IncomingMessage) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), contentType: String(response.headers['content-type'] ?? '') }),
        )
        response.on('error', reject)
      }
      const outgoing = url.protocol === 'https:' ? httpsRequest(url, { ...requestOptions, agent }, onResponse) : httpRequest(url, requestOptions, onResponse)
      outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out after ${timeoutMs} ms`)))
      outgoing.on('error', (error) => reject(new PaymentProviderError(`API Pix unreachable: ${error.message}`)))
      if (init.body !== undefined) outgoing.write(init.body)
      outgoing.end()
    })
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const response = await send(new URL(options.tokenUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    })
    if (response.status !== 200) throw new PaymentProviderError(`API Pix token endpoint answered ${response.status}`)
    const parsed = tokenSchema.safeParse(parseJson(response.body))
    if (!parsed.success) throw new PaymentProviderError('unexpected token shape from the API Pix token endpoint')
    // A minute of margin: a token that expires while a request travels is refused by the PSP.
    const lifetimeMs = (parsed.data.expires_in ?? 300) * 1000
    token = { value: parsed.data.access_token, until: now().getTime() + Math.max(0, lifetimeMs - 60_000) }
    return token.value
  }

  async function once(method: string, path: string, body: unknown): Promise<RawResponse> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    return send(new URL(`${options.apiUrl}${path}`), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  }

  return {
    async call(method, path, body) {
      let response = await once(method, path, body)
      // A token the PSP revoked before its stated expiry: fetch a new one and try once more.
      if (response.status === 401) {
        token = undefined
        response = await once(method, path, body)
      }
      if (response.status >= 200 && response.status < 300) return { status: response.status, json: response.body ? parseJson(response.body) : null }
      const problem = problemSchema.safeParse(parseJson(response.body))
      throw new PixApiError(response.status, problem.success ? problem.data : undefined)
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
