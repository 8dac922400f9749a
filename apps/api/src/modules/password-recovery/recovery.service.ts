import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { RecoveryCode, RecoveryRequest, RecoveryResetBody } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { BadRequestError } from '../../lib/errors'
import { revokeAllSessions } from '../auth/auth-sessions.service'
import { hashPassword } from '../auth/passwords'
import { enqueueEmail } from '../email/outbox.repository'
import { passwordChangedEmail, recoveryCodeEmail } from './recovery-emails'
import * as repo from './recovery.repository'

// Password recovery (docs/product/accounts-and-access.md, decision 007): a 6-digit code by email, valid 15 minutes, at most 5 tries,
// then a new password. No answer ever tells whether an email is registered.

export const CODE_TTL_MS = 15 * 60_000
export const MAX_CODE_ATTEMPTS = 5

type RecoveryDeps = Pick<Deps, 'db' | 'clock' | 'config'>

function hashCode(secret: string, actorId: string, code: string): string {
  return createHmac('sha256', secret).update(`${actorId}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Sends a fresh code when the account exists. For an unknown email it does the same work — a code,
 * its HMAC, one transaction writing one code row — but the row belongs to nobody and is born spent,
 * so the answer's time does not tell which emails are registered. The email itself is only queued
 * (outbox); SMTP is never on this path.
 */
export async function requestCode(deps: RecoveryDeps, request: RecoveryRequest): Promise<void> {
  const account = await repo.findRecoverableAccount(deps.db, request.kind, request.email)
  const now = deps.clock.now()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  if (!account) {
    const nobody = randomUUID()
    await deps.db.transaction(async (tx) => {
      await repo.replaceCode(
        tx,
        { actorKind: request.kind, actorId: nobody, codeHash: hashCode(deps.config.sessionSecret, nobody, code), expiresAt: now, usedAt: now },
        now,
      )
    })
    return
  }
  const query = new URLSearchParams({ email: account.email, ...(request.kind === 'professional' ? { tipo: 'profissional' } : {}) })
  const email = recoveryCodeEmail({ firstName: account.firstName, code, codePageUrl: `${deps.config.publicUrl}/recuperar-senha/codigo?${query}` })
  await deps.db.transaction(async (tx) => {
    await repo.replaceCode(
      tx,
      { actorKind: request.kind, actorId: account.id, codeHash: hashCode(deps.config.sessionSecret, account.id, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
      now,
    )
    await enqueueEmail(tx, { toAddress: account.email, subject: email.subject, html: email.html, text: email.text })
  })
}

/**
 * The live code matching `input`; throws the one neutral refusal otherwise. The try is taken before the
 * comparison (so many guesses at once cannot all be compared) and given back when the code was right.
 */
async function checkCode(deps: RecoveryDeps, input: RecoveryCode): Promise<{ account: repo.RecoverableAccount; codeId: string }> {
  const invalid = new BadRequestError(t.recoveryCodeInvalid)
  const account = await repo.findRecoverableAccount(deps.db, input.kind, input.email)
  if (!account) throw invalid
  const live = await repo.takeAttempt(deps.db, input.kind, account.id, deps.clock.now(), MAX_CODE_ATTEMPTS)
  if (!live) throw invalid
  if (!sameHash(live.codeHash, hashCode(deps.config.sessionSecret, account.id, input.code))) throw invalid
  await repo.returnAttempt(deps.db, live.id)
  return { account, codeId: live.id }
}

export async function verifyCode(deps: RecoveryDeps, input: RecoveryCode): Promise<void> {
  await checkCode(deps, input)
}

/** Sets the new password, spends the code and ends every open session of the account. */
export async function resetPassword(deps: RecoveryDeps, input: RecoveryResetBody): Promise<void> {
  const { account, codeId } = await checkCode(deps, input)
  const passwordHash = await hashPassword(input.password)
  const now = deps.clock.now()
  const email = passwordChangedEmail({ firstName: account.firstName })
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useCode(tx, codeId, now))) throw new BadRequestError(t.recoveryCodeInvalid)
    await repo.setPasswordHash(tx, input.kind, account.id, passwordHash, now)
    await enqueueEmail(tx, { toAddress: account.email, subject: email.subject, html: email.html, text: email.text })
  })
  await revokeAllSessions(deps.db, { kind: input.kind, id: account.id }, now)
}
