import { describe, expect, it } from 'vitest'
import { WebhookSignatureError } from './payment-provider'
import { hmacHex, parseSignatureHeader, signatureHeader, verifySignature } from './signature'

const secret = 'segredo'
const manifest = 'id:123;request-id:abc;ts:1795000000;'
const now = new Date(1795000000 * 1000)

describe('x-signature verification', () => {
  it('accepts the HMAC-SHA256 of the manifest within five minutes', () => {
    const { ts, v1 } = parseSignatureHeader(signatureHeader(secret, manifest, '1795000000'))
    expect(() => verifySignature({ secret, manifest, ts, v1, now: new Date(now.getTime() + 4 * 60_000) })).not.toThrow()
  })

  it('refuses another secret, another manifest, a stale timestamp and malformed headers', () => {
    const v1 = hmacHex(secret, manifest)
    const ts = '1795000000'
    expect(() => verifySignature({ secret: 'outro', manifest, ts, v1, now })).toThrow(WebhookSignatureError)
    expect(() => verifySignature({ secret, manifest: manifest.replace('123', '124'), ts, v1, now })).toThrow(WebhookSignatureError)
    expect(() => verifySignature({ secret, manifest, ts, v1, now: new Date(now.getTime() + 6 * 60_000) })).toThrow(WebhookSignatureError)
    expect(() => parseSignatureHeader(undefined)).toThrow(WebhookSignatureError)
    expect(() => parseSignatureHeader('ts=abc,v1=zz')).toThrow(WebhookSignatureError)
  })

  it('reads timestamps in seconds or milliseconds', () => {
    const v1 = hmacHex(secret, manifest)
    expect(() => verifySignature({ secret, manifest, ts: String(now.getTime()), v1, now })).not.toThrow()
  })
})
