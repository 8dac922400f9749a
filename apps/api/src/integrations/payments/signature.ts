import { createHmac, timingSafeEqual } from 'node:crypto'
import { WebhookSignatureError } from './payment-provider'

// The `x-signature: ts=…,v1=…` scheme of Mercado Pago, also used by the local provider so both
// go through the same verification code.

/** Notifications older (or newer) than this are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

export function hmacHex(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex')
}

export function signatureHeader(secret: string, manifest: string, ts: string): string {
  return `ts=${ts},v1=${hmacHex(secret, manifest)}`
}

export function parseSignatureHeader(header: string | undefined): { ts: string; v1: string } {
  const parts = new Map<string, string>()
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim())
    if (key && value) parts.set(key, value)
  }
  const ts = parts.get('ts')
  const v1 = parts.get('v1')
  if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw new WebhookSignatureError('malformed signature')
  return { ts, v1: v1.toLowerCase() }
}

/** Seconds or milliseconds since the epoch (providers use both). */
function tsToMs(ts: string): number {
  const n = Number(ts)
  return n > 1e12 ? n : n * 1000
}

/** Constant-time comparison of the expected and given HMAC, then the freshness check. */
export function verifySignature(options: { secret: string; manifest: string; ts: string; v1: string; now: Date }): void {
  const expected = Buffer.from(hmacHex(options.secret, options.manifest), 'hex')
  const given = Buffer.from(options.v1, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('bad signature')
  if (Math.abs(options.now.getTime() - tsToMs(options.ts)) > SIGNATURE_TOLERANCE_MS) throw new WebhookSignatureError('stale signature')
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}
