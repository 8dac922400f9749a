import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { REMINDER_LINK_ACTIONS, type ReminderLinkAction } from '@acolhe/shared/api/reminders'

// A reminder link's token: `<session id>.<action>.<expiry, seconds>.<nonce>.<HMAC-SHA256>`, signed with
// REMINDER_LINK_SECRET. The signature makes it unforgeable (no login is asked for); the nonce, stored
// once used, makes it single-use; the expiry ends it when the consultation starts.

export type LinkClaims = { sessionId: string; action: ReminderLinkAction; expiresAt: Date; nonce: string }
export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const NONCE = /^[A-Za-z0-9_-]{16,64}$/

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`reminder-link:${payload}`).digest('base64url')
}

export function createLinkToken(secret: string, claims: Omit<LinkClaims, 'nonce'>, nonce = randomBytes(12).toString('base64url')): string {
  const payload = [claims.sessionId, claims.action, Math.floor(claims.expiresAt.getTime() / 1000), nonce].join('.')
  return `${payload}.${sign(secret, payload)}`
}

/** Checks the signature first: nothing in an unsigned token is believed, not even its expiry. */
export function readLinkToken(secret: string, token: string, now: Date): LinkCheck {
  const parts = token.split('.')
  if (parts.length !== 5 || !secret) return { ok: false, reason: 'invalid' }
  const [sessionId = '', action = '', expiry = '', nonce = '', signature = ''] = parts
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('.')))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const known = REMINDER_LINK_ACTIONS.find((a) => a === action)
  if (!UUID.test(sessionId) || !known || !/^\d{1,12}$/.test(expiry) || !NONCE.test(nonce)) return { ok: false, reason: 'invalid' }
  const expiresAt = new Date(Number(expiry) * 1000)
  if (now >= expiresAt) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { sessionId, action: known, expiresAt, nonce } }
}
