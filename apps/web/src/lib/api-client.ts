// The one way the web app talks to the API: same-origin `/api`, cookie credentials, JSON.
import { errorCodeOf, type ErrorCode } from '@acolhe/shared/api/error-code-list'
import { isAppsAuthFailure, type AuthFailureOwner } from './auth-failure-rule'
import { dropFirstResponses, takeFirstResponse } from './first-responses'

export type QueryValue = string | number | boolean | null | undefined
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  /**
   * 'caller': a 401/403 is this call's own answer (a wrong password, "nobody is logged in"), not an
   * ended session, so the app-wide 401 rule must not send the person to a login page (lib/auth-failure-rule.ts).
   */
  authFailure?: AuthFailureOwner
}

/**
 * A refused or failed call; `message` is the server's Portuguese message when it sent one, `code` what
 * a screen branches on (docs/decisions/023-session-policy-and-error-codes.md), never the sentence.
 */
export class ApiError extends Error {
  readonly status: number
  /** The server's `message`, or null when the answer carried none (network failure, HTML page, …). */
  readonly serverMessage: string | null
  /** The server's machine-readable `code`, or null when the answer carried none. */
  readonly code: ErrorCode | null
  /** With TELEHEALTH_CONSENT_REQUIRED: the consent version the server asks to accept (decision 034). */
  readonly consentVersion: string | null

  constructor(status: number, serverMessage: string | null, code: ErrorCode | null = null, consentVersion: string | null = null) {
    super(serverMessage ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.serverMessage = serverMessage
    this.code = code
    this.consentVersion = consentVersion
  }
}

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback
}

type AuthFailureHandler = (status: 401 | 403) => void
let authFailureHandler: AuthFailureHandler | null = null

/** Installed once by the app (a 401/403 sends the person to the login page of their area). */
export function setAuthFailureHandler(handler: AuthFailureHandler | null) {
  authFailureHandler = handler
}

/** Hands a refused answer to the app-wide handler when the rule says the refusal is the app's. */
function reportAuthFailure(status: number, owner: AuthFailureOwner) {
  if (isAppsAuthFailure(status, owner)) authFailureHandler?.(status)
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty or null query values are left out, so the server applies its defaults.
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return `/api${path}${search ? `?${search}` : ''}`
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, authFailure = 'app' } = options
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'

  const url = buildApiUrl(path, query)
  // A screen's first read may already be on its way (started by the entry, src/first-requests.ts).
  if (method !== 'GET') dropFirstResponses()
  const started = method === 'GET' && body === undefined ? takeFirstResponse(url) : undefined

  let response: Response
  try {
    response = await (started ?? fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }))
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, null)
  }

  if (response.status === 204) return undefined as T
  const payload = await readJson(response)
  if (!response.ok) {
    const { message, consent_version: consentVersion } = (payload ?? {}) as { message?: unknown; consent_version?: unknown }
    const error = new ApiError(
      response.status,
      typeof message === 'string' && message ? message : null,
      errorCodeOf(payload),
      typeof consentVersion === 'string' && consentVersion ? consentVersion : null,
    )
    reportAuthFailure(response.status, authFailure)
    throw error
  }
  return payload as T
}

/**
 * The ApiError of a refused answer whose body may hold `{ message, code }` (files and forms). A 401/403
 * there is the caller's (lib/auth-failure-rule.ts): its screen shows the refusal, the app-wide handler is not called.
 */
async function refusalOf(response: Response): Promise<ApiError> {
  const payload = await readJson(response)
  const message = payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : null
  return new ApiError(response.status, message || null, errorCodeOf(payload))
}

/** `fetch` with the client's credentials; a network failure is ApiError 0, as in apiRequest. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'include', ...init })
  } catch {
    throw new ApiError(0, null)
  }
}

/** POST of a multipart form (a photo): the JSON client cannot send one. Answers the JSON body. */
export async function uploadForm<T = unknown>(path: string, form: FormData): Promise<T> {
  const response = await send(buildApiUrl(path), { method: 'POST', body: form })
  if (!response.ok) throw await refusalOf(response)
  // The server has checked the answer against its declared schema (decision 107).
  return (await readJson(response)) as T
}

/**
 * GET of a file (a CSV export), fetched rather than linked so a refusal shows its message instead of
 * downloading an error page. The name is the server's `content-disposition` one, else `fallbackName`.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(buildApiUrl(path, query), {})
  if (!response.ok) throw await refusalOf(response)
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  return { blob: await response.blob(), fileName }
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
}
