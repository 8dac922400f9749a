import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'

// Where /oauth-callback sends the person (decision 007). The server lands here with
// ?kind=patient|professional&status=ok|error|no_account|blocked|email_unverified.

export type OAuthKind = 'patient' | 'professional'

/** Who the session belongs to after a successful return, as /user/me or /professional-private/me says. */
export type SignedInPerson = { kind: 'patient'; isComplete: boolean } | { kind: 'professional' }

export type OAuthDestination = { to: string; error: string | null }

const LOGIN_PATHS: Record<OAuthKind, string> = { patient: '/login', professional: '/profissional/login' }

const FAILURE_MESSAGES: Record<string, string> = {
  no_account: t.oauthNoProfessional,
  blocked: t.oauthBlocked,
  email_unverified: t.oauthEmailUnverified,
}

export function oauthKindOf(value: string | null): OAuthKind {
  return value === 'professional' ? 'professional' : 'patient'
}

/** A refused or failed return: back to the login page of that area with the reason. */
export function failureDestination(kind: OAuthKind, status: string | null): OAuthDestination {
  return { to: LOGIN_PATHS[kind], error: (status && FAILURE_MESSAGES[status]) || t.oauthError }
}

/** A successful return: complete patient → /home, incomplete → step 2 for Google, professional → their area. */
export function successDestination(person: SignedInPerson): OAuthDestination {
  if (person.kind === 'professional') return { to: '/profissional', error: null }
  return { to: person.isComplete ? '/home' : '/cadastro/info-complemento?isG=true', error: null }
}
