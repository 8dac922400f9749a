import * as oidc from 'openid-client'
import type { Config } from '../../config'

// Google sign-in through OpenID Connect (authorization code + PKCE + nonce). The issuer is
// configurable so tests can point it at a local OpenID provider.

export type GoogleIdentity = { subject: string; email: string | null; emailVerified: boolean; givenName: string | null; familyName: string | null }
export type AuthorizationStart = { url: string; state: string; nonce: string; codeVerifier: string }

type GoogleConfig = NonNullable<Config['google']>

let discovered: { key: string; configuration: Promise<oidc.Configuration> } | null = null

function configurationFor(google: GoogleConfig): Promise<oidc.Configuration> {
  const key = `${google.issuer}|${google.clientId}`
  if (discovered?.key !== key) {
    const issuer = new URL(google.issuer)
    // Plain http is only ever an issuer on this machine (tests); Google itself is https.
    const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined
    const configuration = oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, options)
    // A failed discovery must not stay cached: the next sign-in tries again.
    configuration.catch(() => {
      discovered = null
    })
    discovered = { key, configuration }
  }
  return discovered.configuration
}

export async function startAuthorization(google: GoogleConfig, redirectUri: string): Promise<AuthorizationStart> {
  const configuration = await configurationFor(google)
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'select_account',
  })
  return { url: url.href, state, nonce, codeVerifier }
}

/** Exchanges the code from the callback URL and returns who signed in; throws on any mismatch. */
export async function finishAuthorization(
  google: GoogleConfig,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<GoogleIdentity> {
  const configuration = await configurationFor(google)
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('no id token claims')
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  }
}
