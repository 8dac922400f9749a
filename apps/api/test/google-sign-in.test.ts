import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'

// A local OpenID provider plays Google: discovery, JWKS, /authorize (which redirects straight back
// with a code) and /token, so the whole code + PKCE + nonce flow runs for real.
describe('Google sign-in (OpenID Connect)', () => {
  let provider: OAuth2Server
  let app: TestApp
  let nextIdentity: Record<string, unknown> = {}

  beforeAll(async () => {
    provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, '127.0.0.1')
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, nextIdentity)
    })
    app = await createTestApp({
      config: { google: { clientId: 'acolhe-web', clientSecret: 'segredo', issuer: provider.issuer.url ?? '' } },
    })
  })
  afterAll(async () => {
    await app.close()
    await provider.stop()
  })
  beforeEach(() => {
    nextIdentity = {}
  })

  /** Start → provider → callback, like a browser following redirects; returns the final response. */
  async function signIn(startPath: string, identity: Record<string, unknown>) {
    nextIdentity = identity
    const start = await app.inject({ method: 'GET', url: startPath })
    expect(start.statusCode).toBe(302)
    const flowCookie = start.cookies.find((c) => c.name === 'acolhe_oidc')
    expect(flowCookie?.httpOnly).toBe(true)
    const authorize = await fetch(String(start.headers.location), { redirect: 'manual' })
    const back = new URL(String(authorize.headers.get('location')))
    expect(back.pathname).toBe('/api/oauth/google/callback')
    return app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `acolhe_oidc=${flowCookie?.value}` } })
  }
  const sessionCookie = (response: Awaited<ReturnType<typeof signIn>>) => {
    const cookie = response.cookies.find((c) => c.name.endsWith('acolhe_session') && c.value)
    return cookie ? `${cookie.name}=${cookie.value}` : undefined
  }

  it('says Google is available', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true })
  })

  it('creates an incomplete patient for a new verified Google email and logs them in', async () => {
    const response = await signIn('/api/user/login/oauth', { sub: 'g-nova', email: 'Nova.Google@gmail.com', email_verified: true, given_name: 'Nova', family_name: 'Pessoa' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/oauth-callback?kind=patient&status=ok')
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: sessionCookie(response) } })
    expect(me.json().user).toMatchObject({ email: 'nova.google@gmail.com', first_name: 'Nova', is_complete: false, google_permissions_allowed: true })
  })

  it('keeps the browser zone sent at the start for a new patient, and drops one it does not know (decision 044)', async () => {
    const lisbon = await signIn('/api/user/login/oauth?time_zone=Europe%2FLisbon', { sub: 'g-lisboa', email: 'lisboa@gmail.com', email_verified: true })
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: sessionCookie(lisbon) } })
    expect(me.json().user.time_zone).toBe('Europe/Lisbon')
    const odd = await signIn('/api/user/login/oauth?time_zone=Mars%2FOlympus', { sub: 'g-marte', email: 'marte@gmail.com', email_verified: true })
    expect(odd.headers.location).toBe('/oauth-callback?kind=patient&status=ok')
    const oddMe = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: sessionCookie(odd) } })
    expect(oddMe.json().user.time_zone).toBe('America/Sao_Paulo')
  })

  it('links an existing patient by verified email, and finds them by subject afterwards', async () => {
    const patient = await createPatient(app.deps.db, { email: 'ja.existe@gmail.com' })
    const first = await signIn('/api/user/login/oauth', { sub: 'g-existe', email: 'ja.existe@gmail.com', email_verified: true })
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: sessionCookie(first) } })
    expect(me.json().user.id).toBe(patient.id)
    // Later the Google email changes; the subject still finds the same account.
    const second = await signIn('/api/user/login/oauth', { sub: 'g-existe', email: 'outro@gmail.com', email_verified: true })
    const again = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: sessionCookie(second) } })
    expect(again.json().user.id).toBe(patient.id)
  })

  it('never links by an unverified email, and refuses banned patients', async () => {
    await createPatient(app.deps.db, { email: 'alvo@gmail.com' })
    const unverified = await signIn('/api/user/login/oauth', { sub: 'g-atacante', email: 'alvo@gmail.com', email_verified: false })
    expect(unverified.headers.location).toBe('/oauth-callback?kind=patient&status=email_unverified')
    expect(sessionCookie(unverified)).toBeUndefined()
    await createPatient(app.deps.db, { email: 'banido@gmail.com', banned: true })
    const banned = await signIn('/api/user/login/oauth', { sub: 'g-banido', email: 'banido@gmail.com', email_verified: true })
    expect(banned.headers.location).toBe('/oauth-callback?kind=patient&status=blocked')
  })

  it('logs in a registered professional and sends unknown ones to register', async () => {
    const professional = await createProfessional(app.deps.db, { email: 'dra.google@gmail.com' })
    const known = await signIn('/api/professional/login/oauth', { sub: 'g-dra', email: 'dra.google@gmail.com', email_verified: true })
    expect(known.headers.location).toBe('/oauth-callback?kind=professional&status=ok')
    const me = await app.inject({ method: 'GET', url: '/api/professional-private/me', headers: { cookie: sessionCookie(known) } })
    expect(me.json().professional.id).toBe(professional.id)
    const unknown = await signIn('/api/professional/login/oauth', { sub: 'g-novo-prof', email: 'novo.prof@gmail.com', email_verified: true })
    expect(unknown.headers.location).toBe('/oauth-callback?kind=professional&status=no_account')
  })

  it('refuses a callback without its flow cookie or with a forged state', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/user/login/oauth' })
    const authorize = await fetch(String(start.headers.location), { redirect: 'manual' })
    const back = new URL(String(authorize.headers.get('location')))
    const noCookie = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
    expect(noCookie.headers.location).toBe('/oauth-callback?kind=patient&status=error')
    back.searchParams.set('state', 'forjado')
    const flowCookie = start.cookies.find((c) => c.name === 'acolhe_oidc')
    const forged = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `acolhe_oidc=${flowCookie?.value}` } })
    expect(forged.headers.location).toBe('/oauth-callback?kind=patient&status=error')
    expect(sessionCookie(forged)).toBeUndefined()
  })
})

describe('Google sign-in when not configured', () => {
  it('hides the provider and answers 404 in Portuguese', async () => {
    const app = await createTestApp()
    try {
      expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false })
      const start = await app.inject({ method: 'GET', url: '/api/user/login/oauth' })
      expect(start.statusCode).toBe(404)
      expect(start.json().message).toBe('O login com Google não está disponível.')
    } finally {
      await app.close()
    }
  })
})
