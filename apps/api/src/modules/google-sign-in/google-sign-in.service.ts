import type { Deps } from '../../deps'
import * as repo from './google-accounts.repository'
import type { GoogleIdentity } from './oidc-client'

// Who a Google identity is in Acolhe (Google sign-in for patients and professionals,
// docs/product/accounts-and-access.md). Accounts are matched by Google subject first, then by a verified email, which
// links the Google identity to the existing account. New patients are created incomplete and finish
// at /cadastro/info-complemento?isG=true; professionals must register first (their registration
// needs documents Google does not know).

export type GoogleSignInKind = 'patient' | 'professional'
export type GoogleSignInResult =
  | { status: 'ok'; id: string }
  | { status: 'blocked' }
  | { status: 'no_account' }
  | { status: 'email_unverified' }

type SignInDeps = Pick<Deps, 'db' | 'clock'>

/** `timeZone`: the browser's zone sent when the flow started, kept only for a new account (decision 044). */
export async function signInPatient(deps: SignInDeps, identity: GoogleIdentity, timeZone?: string): Promise<GoogleSignInResult> {
  const now = deps.clock.now()
  const bySubject = await repo.findPatientByGoogleSubject(deps.db, identity.subject)
  const verifiedEmail = identity.email && identity.emailVerified ? identity.email : null
  const existing = bySubject ?? (verifiedEmail ? await repo.findPatientByEmail(deps.db, verifiedEmail) : undefined)
  if (existing) {
    if (existing.banned || existing.deletedAt) return { status: 'blocked' }
    const linked = await repo.linkPatient(deps.db, existing.id, identity.subject, now)
    return { status: 'ok', id: linked.id }
  }
  if (!verifiedEmail) return { status: 'email_unverified' }
  const created = await repo.insertGooglePatient(deps.db, {
    email: verifiedEmail,
    firstName: identity.givenName,
    lastName: identity.familyName,
    googleSubject: identity.subject,
    googlePermissionsAllowed: true,
    ...(timeZone ? { timeZone } : {}),
    isComplete: false,
    lastLogin: now,
    createdAt: now,
    updatedAt: now,
  })
  return { status: 'ok', id: created.id }
}

export async function signInProfessional(deps: SignInDeps, identity: GoogleIdentity): Promise<GoogleSignInResult> {
  const bySubject = await repo.findProfessionalByGoogleSubject(deps.db, identity.subject)
  const verifiedEmail = identity.email && identity.emailVerified ? identity.email : null
  const existing = bySubject ?? (verifiedEmail ? await repo.findProfessionalByEmail(deps.db, verifiedEmail) : undefined)
  if (!existing) return verifiedEmail ? { status: 'no_account' } : { status: 'email_unverified' }
  if (existing.banned) return { status: 'blocked' }
  const linked = await repo.linkProfessional(deps.db, existing.id, identity.subject, deps.clock.now())
  return { status: 'ok', id: linked.id }
}
