import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { loadConfig } from '../src/config'
import { createAdmin, createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The local mailbox holds recovery codes: outside production it still needs the start-up token or an admin.
const TOKEN = 'token-da-caixa-de-teste-0123456789'

describe('GET /api/dev/mailbox access', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ config: { devMailboxToken: TOKEN } })
    await createPatient(app.deps.db, { email: 'caixa.paciente@exemplo.com' })
    await createAdmin(app.deps.db, { email: 'caixa.admin@exemplo.com' })
    const asked = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'caixa.paciente@exemplo.com' } })
    expect(asked.statusCode).toBe(202)
  })
  afterAll(async () => {
    await app.close()
  })

  const mailbox = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/dev/mailbox?to=caixa.paciente@exemplo.com${query}`, headers })

  it('refuses anyone without the token or an admin session, in Portuguese', async () => {
    const patientCookie = await logInAs(app, 'patient', 'caixa.paciente@exemplo.com')
    for (const refused of [
      await mailbox(''),
      await mailbox('&token=errado'),
      await mailbox('', { 'x-dev-mailbox-token': `${TOKEN}x` }),
      await mailbox('', { cookie: patientCookie }),
    ]) {
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toEqual({ message: t.devMailboxLocked, code: expect.any(String) })
    }
  })

  it('opens with the token in the query or in the x-dev-mailbox-token header', async () => {
    for (const answer of [await mailbox(`&token=${TOKEN}`), await mailbox('', { 'x-dev-mailbox-token': TOKEN })]) {
      expect(answer.statusCode).toBe(200)
      expect(answer.json()[0]).toMatchObject({ to: 'caixa.paciente@exemplo.com', subject: 'Seu código para redefinir a senha' })
    }
  })

  it('opens for an admin session without the token', async () => {
    const answer = await mailbox('', { cookie: await logInAs(app, 'admin', 'caixa.admin@exemplo.com') })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toHaveLength(1)
  })

  it('takes DEV_MAILBOX_TOKEN from the environment, or makes a fresh random one per start', () => {
    const options = { dataDir: '/tmp/acolhe-mailbox-test', sessionSecret: 'x'.repeat(64) }
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX_TOKEN: TOKEN }, options).devMailboxToken).toBe(TOKEN)
    const [a, b] = [loadConfig({ NODE_ENV: 'test' }, options).devMailboxToken, loadConfig({ NODE_ENV: 'test' }, options).devMailboxToken]
    expect(a).not.toBe(b)
    expect(a.length).toBeGreaterThanOrEqual(32)
  })
})
