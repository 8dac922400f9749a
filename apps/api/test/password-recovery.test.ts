import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { passwordResetCodes } from '../src/db/schema/accounts'
import { emailOutbox } from '../src/db/schema/operations'
import { createPatient, createProfessional, DEFAULT_PASSWORD } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('password recovery (6-digit code, 15 minutes, 5 tries)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/password-recovery${url}`, payload })

  async function mailsTo(address: string) {
    return app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
  }
  async function lastCodeSentTo(address: string): Promise<string> {
    const mails = (await mailsTo(address)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    const match = /código (\d{6})/.exec(mails.at(-1)?.text ?? '')
    if (!match?.[1]) throw new Error(`no code mailed to ${address}`)
    return match[1]
  }

  it('mails a code to a registered patient and answers the same for an unknown email', async () => {
    await createPatient(app.deps.db, { email: 'lembra@exemplo.com', firstName: 'Clara' })
    const known = await post('', { email: 'Lembra@Exemplo.com' })
    const unknown = await post('', { email: 'ninguem@exemplo.com' })
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(known.json()).toEqual(unknown.json())
    expect(known.json()).toEqual({ message: t.recoveryRequested })
    const [mail] = await mailsTo('lembra@exemplo.com')
    expect(mail?.subject).toBe('Seu código para redefinir a senha')
    expect(mail?.text).toContain('Olá, Clara!')
    expect(mail?.html).toContain('/recuperar-senha/codigo?email=lembra%40exemplo.com')
    expect(await mailsTo('ninguem@exemplo.com')).toHaveLength(0)
  })

  it('verifies the code, sets the new password, spends the code and ends the open sessions', async () => {
    await createPatient(app.deps.db, { email: 'troca@exemplo.com' })
    const cookie = await logInAs(app, 'patient', 'troca@exemplo.com')
    await post('', { email: 'troca@exemplo.com' })
    const code = await lastCodeSentTo('troca@exemplo.com')
    expect((await post('/verify', { email: 'troca@exemplo.com', code })).json()).toEqual({ valid: true })

    const reset = await post('/reset', { email: 'troca@exemplo.com', code, password: 'NovaSenha7' })
    expect(reset.statusCode).toBe(204)
    const oldLogin = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'troca@exemplo.com', password: DEFAULT_PASSWORD } })
    expect(oldLogin.statusCode).toBe(401)
    const newLogin = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'troca@exemplo.com', password: 'NovaSenha7' } })
    expect(newLogin.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401)
    // The same code cannot be used twice.
    const again = await post('/reset', { email: 'troca@exemplo.com', code, password: 'Outra1234' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: t.recoveryCodeInvalid, code: expect.any(String) })
    expect((await mailsTo('troca@exemplo.com')).map((m) => m.subject)).toContain('Sua senha foi alterada')
  })

  it('kills the code after 5 wrong tries', async () => {
    await createPatient(app.deps.db, { email: 'tentativas@exemplo.com' })
    await post('', { email: 'tentativas@exemplo.com' })
    const code = await lastCodeSentTo('tentativas@exemplo.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) expect((await post('/verify', { email: 'tentativas@exemplo.com', code: wrong })).statusCode).toBe(400)
    const right = await post('/verify', { email: 'tentativas@exemplo.com', code })
    expect(right.statusCode).toBe(400)
    expect(right.json()).toEqual({ message: t.recoveryCodeInvalid, code: expect.any(String) })
  })

  it('counts at most 5 of 40 simultaneous wrong guesses, and then refuses the right code too', async () => {
    const patient = await createPatient(app.deps.db, { email: 'enxurrada@exemplo.com' })
    await post('', { email: 'enxurrada@exemplo.com' })
    const code = await lastCodeSentTo('enxurrada@exemplo.com')
    const wrong = code === '000000' ? '111111' : '000000'

    const answers = await Promise.all(Array.from({ length: 40 }, () => post('/verify', { email: 'enxurrada@exemplo.com', code: wrong })))

    expect(answers.every((a) => a.statusCode === 400)).toBe(true)
    const [row] = await app.deps.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.actorId, patient.id))
    expect(row?.attempts).toBeLessThanOrEqual(5)
    const right = await post('/verify', { email: 'enxurrada@exemplo.com', code })
    expect(right.statusCode).toBe(400)
    expect(right.json()).toEqual({ message: t.recoveryCodeInvalid, code: expect.any(String) })
  })

  it('counts only wrong guesses: after 4 of them the right code still verifies and then resets', async () => {
    await createPatient(app.deps.db, { email: 'quase@exemplo.com' })
    await post('', { email: 'quase@exemplo.com' })
    const code = await lastCodeSentTo('quase@exemplo.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i += 1) expect((await post('/verify', { email: 'quase@exemplo.com', code: wrong })).statusCode).toBe(400)

    expect((await post('/verify', { email: 'quase@exemplo.com', code })).statusCode).toBe(200)
    expect((await post('/reset', { email: 'quase@exemplo.com', code, password: 'NovaSenha8' })).statusCode).toBe(204)
  })

  it('expires the code after 15 minutes and only the newest code is valid', async () => {
    await createPatient(app.deps.db, { email: 'expira@exemplo.com' })
    await post('', { email: 'expira@exemplo.com' })
    const first = await lastCodeSentTo('expira@exemplo.com')
    app.clock.advance(1000)
    await post('', { email: 'expira@exemplo.com' })
    const second = await lastCodeSentTo('expira@exemplo.com')
    if (first !== second) expect((await post('/verify', { email: 'expira@exemplo.com', code: first })).statusCode).toBe(400)
    expect((await post('/verify', { email: 'expira@exemplo.com', code: second })).statusCode).toBe(200)
    app.clock.advance(15 * 60_000 + 1)
    expect((await post('/verify', { email: 'expira@exemplo.com', code: second })).statusCode).toBe(400)
  })

  it('recovers a professional account when asked for kind professional, not the patient one', async () => {
    await createProfessional(app.deps.db, { email: 'doutora@exemplo.com' })
    await post('', { email: 'doutora@exemplo.com', kind: 'professional' })
    const code = await lastCodeSentTo('doutora@exemplo.com')
    expect((await post('/verify', { email: 'doutora@exemplo.com', code })).statusCode).toBe(400)
    const reset = await post('/reset', { email: 'doutora@exemplo.com', kind: 'professional', code, password: 'Clinica2026' })
    expect(reset.statusCode).toBe(204)
    const login = await app.inject({ method: 'POST', url: '/api/professional-private/login', payload: { email: 'doutora@exemplo.com', password: 'Clinica2026' } })
    expect(login.statusCode).toBe(200)
  })

  it('shows the mailed code in the local mailbox outside production', async () => {
    await createPatient(app.deps.db, { email: 'caixa@exemplo.com' })
    await post('', { email: 'caixa@exemplo.com' })
    const code = await lastCodeSentTo('caixa@exemplo.com')
    const mailbox = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=caixa@exemplo.com&token=${app.deps.config.devMailboxToken}` })
    expect(mailbox.statusCode).toBe(200)
    expect(mailbox.json()[0]).toMatchObject({ to: 'caixa@exemplo.com', subject: 'Seu código para redefinir a senha' })
    expect(mailbox.json()[0].text).toContain(code)
  })

  it('validates inputs with the shared messages', async () => {
    expect((await post('', { email: 'não-é-email' })).json()).toEqual({ message: v.emailInvalid, code: expect.any(String) })
    expect((await post('/verify', { email: 'a@b.com', code: '12' })).json()).toEqual({ message: v.recoveryCodeInvalid, code: expect.any(String) })
    expect((await post('/reset', { email: 'a@b.com', code: '123456', password: 'curta' })).json()).toEqual({ message: v.passwordMin, code: expect.any(String) })
  })
})
