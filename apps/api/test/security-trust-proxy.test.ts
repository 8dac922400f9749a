import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { loadConfig, type Config } from '../src/config'
import { consents } from '../src/db/schema/accounts'
import { createTestApp, type TestApp } from './helpers/app'

// app.inject's socket address is 127.0.0.1; X-Forwarded-For is what anyone can write in a request.
const PRODUCTION: Partial<Config> = { env: 'production', isProduction: true }
const parse = (TRUST_PROXY?: string) =>
  loadConfig({ NODE_ENV: 'test', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }, { dataDir: '/tmp/acolhe-trust-proxy-test', sessionSecret: 'x'.repeat(64) }).trustProxy

describe('TRUST_PROXY parsing', () => {
  it('trusts nobody by default; takes a list of addresses and CIDRs; refuses anything else, hop counts included', () => {
    expect(parse()).toBe(false)
    expect(parse('')).toBe(false)
    expect(parse('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'])
    for (const bad of ['true', '*', '1', 'proxy.example.com', '10.0.0.0/8/1', ',']) expect(() => parse(bad)).toThrow(/TRUST_PROXY/)
  })
})

describe('client address behind forged X-Forwarded-For', () => {
  let app: TestApp | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  const login = (i: number, forwardedFor: string) =>
    app!.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-forwarded-for': forwardedFor },
      // A new email each time, so only the per-address limit can answer 429.
      payload: { email: `ninguem${i}@exemplo.com`, password: 'Errada123' },
    })

  const signUpAndConsentIps = async (forwardedFor: string) => {
    const response = await app!.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        email: 'consentimento@exemplo.com.br',
        password: 'Senha123',
        first_name: 'Luíza',
        last_name: 'Araújo',
        birthday: '1992-07-30',
        cpf: '529.982.247-25',
        phone_number: '(11) 98888-7777',
        terms_accepted: true,
      },
    })
    expect(response.statusCode).toBe(201)
    const stored = await app!.deps.db.select().from(consents).where(eq(consents.actorId, response.json().user.id))
    expect(stored).toHaveLength(2)
    return stored.map((c) => c.ip)
  }

  it('production by default: eleven logins with made-up addresses from one socket hit the per-address limit', async () => {
    app = await createTestApp({ config: { ...PRODUCTION, rateLimitPerMinute: 10 } })
    const codes: number[] = []
    for (let i = 1; i <= 10; i += 1) codes.push((await login(i, `198.51.100.${i}`)).statusCode)
    expect(codes.every((code) => code === 401)).toBe(true)
    const limited = await login(11, '198.51.100.11')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: t.tooManyRequests, code: expect.any(String) })
  })

  it('production by default: the consent record keeps the socket address, not the forged one', async () => {
    app = await createTestApp({ config: PRODUCTION })
    expect(await signUpAndConsentIps('203.0.113.7')).toEqual(['127.0.0.1', '127.0.0.1'])
  })

  it('with TRUST_PROXY=127.0.0.1 the proxy’s X-Forwarded-For is the client address', async () => {
    app = await createTestApp({ config: { ...PRODUCTION, rateLimitPerMinute: 10, trustProxy: parse('127.0.0.1') } })
    for (let i = 1; i <= 11; i += 1) expect((await login(i, `198.51.100.${i}`)).statusCode).toBe(401)
    expect(await signUpAndConsentIps('203.0.113.7')).toEqual(['203.0.113.7', '203.0.113.7'])
  })
})
