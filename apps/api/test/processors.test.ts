import { afterEach, describe, expect, it } from 'vitest'
import type { ProcessorDto } from '@acolhe/shared/api/processors'
import { processorsTexts as t } from '@acolhe/shared/texts/processors'
import { loadConfig } from '../src/config'
import { processorsOf, type ProcessorEntry } from '../src/modules/processors/processor-registry'
import { createTestApp, type TestApp } from './helpers/app'

// The public page of processors is built from the installation's configuration (decision 098): a
// provider appears when it is configured and not before, and one abroad names the standard clauses.

const ids = (list: ProcessorDto[]) => list.map((p) => p.id)

describe('GET /api/processors', () => {
  let app: TestApp | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  it('lists only the video rooms on a bare installation, and each provider once it is configured', async () => {
    app = await createTestApp()
    const bare = await app.inject({ method: 'GET', url: '/api/processors' })
    expect(bare.statusCode).toBe(200)
    // The default rooms are the public Jitsi (8x8, United States): abroad, under the standard clauses.
    expect(bare.json().processors).toEqual([
      {
        id: 'video',
        name: t.entries.jitsiPublic.name,
        purpose: t.entries.jitsiPublic.purpose,
        data: t.entries.jitsiPublic.data,
        country_code: 'US',
        country: 'Estados Unidos',
        legal_basis: t.bases.health,
        transfer: t.standardClauses,
      },
    ])
    await app.close()

    app = await createTestApp({
      config: {
        smtpUrl: 'smtp://acolhe:segredo@email-smtp.sa-east-1.amazonaws.com:587',
        paymentProvider: 'mercadopago',
        google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
        meetingBaseUrl: 'https://video.clinica.example.com.br',
        hosting: { provider: 'Nuvem Exemplo Ltda.', countryCode: 'BR' },
      },
    })
    const configured = (await app.inject({ method: 'GET', url: '/api/processors' })).json().processors as ProcessorDto[]
    expect(ids(configured)).toEqual(['hosting', 'email', 'mercadopago', 'video', 'google-sign-in'])
    const byId = new Map(configured.map((p) => [p.id, p]))
    // The SMTP password never reaches the page; a known foreign email service is abroad.
    expect(byId.get('email')).toMatchObject({ name: t.entries.email.name('email-smtp.sa-east-1.amazonaws.com'), country_code: 'US', transfer: t.standardClauses })
    expect(JSON.stringify(configured)).not.toContain('segredo')
    expect(byId.get('mercadopago')).toMatchObject({ country: 'Brasil', transfer: null })
    // A self-hosted Jitsi is where the hosting is.
    expect(byId.get('video')).toMatchObject({ name: t.entries.jitsiOwn.name('video.clinica.example.com.br'), country_code: 'BR', transfer: null })
    expect(byId.get('hosting')).toMatchObject({ name: t.entries.hosting.name('Nuvem Exemplo Ltda.'), transfer: null })
    expect(byId.get('google-sign-in')).toMatchObject({ country_code: 'US', transfer: t.standardClauses, legal_basis: t.bases.consent })
  })
})

describe('the processor registry', () => {
  const base = loadConfig({ NODE_ENV: 'test' }, { sessionSecret: 'x'.repeat(64) })

  it('reads the WhatsApp and hosting settings from the environment', () => {
    expect(ids(processorsOf(base))).toEqual(['video'])
    const env = { NODE_ENV: 'test' as const, WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_ACCESS_TOKEN: 'token', HOSTING_PROVIDER: 'Hetzner Online GmbH', HOSTING_COUNTRY: 'de', SMTP_URL: 'smtp://mail.clinica.example' }
    const list = processorsOf(loadConfig(env, { sessionSecret: 'x'.repeat(64) }))
    expect(ids(list)).toEqual(['hosting', 'email', 'whatsapp', 'video'])
    // An SMTP server the page does not recognise is taken to be at the hosting's country.
    expect(list.find((p) => p.id === 'email')).toMatchObject({ country_code: 'DE', country: 'Alemanha', transfer: t.standardClauses })
    expect(list.find((p) => p.id === 'whatsapp')).toMatchObject({ country_code: 'US', legal_basis: t.bases.consent })
  })

  it('lists the clinic’s PSP once the API Pix provider is configured, and not before', () => {
    const pixEnv = {
      NODE_ENV: 'test' as const,
      PIX_API_URL: 'https://pix.banco.example.com.br/api/v2',
      PIX_OAUTH_TOKEN_URL: 'https://pix.banco.example.com.br/oauth/token',
      PIX_CLIENT_ID: 'acolhe',
      PIX_CLIENT_SECRET: 'segredo-do-banco',
      PIX_KEY: '12345678000195',
      PIX_WEBHOOK_SECRET: 'w'.repeat(40),
    }
    // The PSP's settings alone do not make it a processor: the checkout must use it.
    expect(ids(processorsOf(loadConfig(pixEnv, { sessionSecret: 'x'.repeat(64) })))).toEqual(['video'])
    // Nor does PAYMENT_PROVIDER=pix without the PSP's address and credentials.
    expect(ids(processorsOf({ ...base, paymentProvider: 'pix' }))).toEqual(['video'])

    const list = processorsOf(loadConfig({ ...pixEnv, PAYMENT_PROVIDER: 'pix' }, { sessionSecret: 'x'.repeat(64) }))
    expect(ids(list)).toEqual(['pix', 'video'])
    expect(list[0]).toEqual({
      id: 'pix',
      name: t.entries.pix.name('pix.banco.example.com.br'),
      purpose: t.entries.pix.purpose,
      data: t.entries.pix.data,
      country_code: 'BR',
      country: 'Brasil',
      legal_basis: t.bases.contract,
      transfer: null,
    })
    // What the PSP receives is what the cob carries: amount, txid and description, never the patient's name or CPF.
    expect(t.entries.pix.data).toContain('txid')
    expect(JSON.stringify(list)).not.toContain('segredo')
    expect(JSON.stringify(list)).not.toContain('12345678000195')
  })

  it('takes a new provider as one more entry with its own predicate', () => {
    const pix: ProcessorEntry = {
      id: 'pix',
      configured: (config) => config.paymentProvider === 'mercadopago',
      describe: () => ({ name: 'Banco', purpose: 'Pix', data: 'CPF', country_code: 'BR', legal_basis: t.bases.contract }),
    }
    expect(ids(processorsOf(base, [pix]))).toEqual([])
    expect(ids(processorsOf({ ...base, paymentProvider: 'mercadopago' }, [pix]))).toEqual(['pix'])
  })
})
