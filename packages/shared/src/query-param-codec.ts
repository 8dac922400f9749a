// The compact key-value encoder/decoder of the `d` query parameter (wizard state in the URL).
//
// Format: base64url (no padding) of UTF-8 text `key<TAB>typed-value` records joined by LF, where the
// typed value starts with a type letter: `s` string, `n` number, `b` boolean (`1`/`0`). Tabs and line
// feeds inside strings are escaped as `\t`, `\n` and backslash as `\\`. Keys are limited to 31
// characters so a hand-edited URL cannot smuggle arbitrary structures; decode never throws.

export type QueryParamValue = string | number | boolean
export type QueryParamRecord = Record<string, QueryParamValue>

export const MAX_KEY_LENGTH = 31
const KEY_TOO_LONG = 'Key too long (max 31 chars)'
const KEY_SHAPE = /^[A-Za-z0-9_]{1,31}$/

const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n')
const unescapeText = (value: string) =>
  value.replace(/\\(\\|t|n)/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : '\\'))

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

function typed(value: QueryParamValue): string {
  if (typeof value === 'boolean') return `b${value ? '1' : '0'}`
  if (typeof value === 'number') return `n${value}`
  return `s${escapeText(value)}`
}

/** Encodes a flat record; null/undefined values are left out. Throws on a key over 31 characters. */
export function encodeQueryParam(record: Record<string, QueryParamValue | null | undefined>): string {
  const lines: string[] = []
  for (const [key, value] of Object.entries(record)) {
    if (key.length > MAX_KEY_LENGTH) throw new Error(KEY_TOO_LONG)
    if (!KEY_SHAPE.test(key)) throw new Error(`Invalid key: ${key}`)
    if (value === null || value === undefined) continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    lines.push(`${key}\t${typed(value)}`)
  }
  return toBase64Url(lines.join('\n'))
}

/** Decodes a `d` value; anything malformed yields `{}` (or skips the malformed record). */
export function decodeQueryParam(encoded: string | null | undefined): QueryParamRecord {
  if (!encoded) return {}
  let text: string
  try {
    text = fromBase64Url(encoded)
  } catch {
    return {}
  }
  const result: QueryParamRecord = {}
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t')
    if (tab < 1) continue
    const key = line.slice(0, tab)
    const raw = line.slice(tab + 1)
    if (!KEY_SHAPE.test(key) || key === '__proto__') continue
    const kind = raw[0]
    const body = raw.slice(1)
    if (kind === 's') result[key] = unescapeText(body)
    else if (kind === 'b' && (body === '1' || body === '0')) result[key] = body === '1'
    else if (kind === 'n' && body !== '' && Number.isFinite(Number(body))) result[key] = Number(body)
  }
  return result
}
