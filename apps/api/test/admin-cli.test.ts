import { Readable, Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts } from '@acolhe/shared/texts/admin-api'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { validationTexts } from '@acolhe/shared/texts/validation'
import { runAdminCommand } from '../src/cli/admin-command'
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS, demoLoginsWithDemoPassword, seedDemoData } from '../src/seed/seed'
import { createTestApp, type TestApp } from './helpers/app'
import { LOGIN_PATHS, logInAs } from './helpers/auth'

// `npm run admin -- <command>`: the operator's commands on the database, passwords from stdin (piped)
// and never from the command line.
describe('npm run admin', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  async function run(args: string[], stdin = '') {
    const lines: string[] = []
    const errors: string[] = []
    const input = Object.assign(Readable.from([stdin]), { isTTY: false })
    const output = new Writable({ write: (_chunk, _encoding, done) => done() })
    const code = await runAdminCommand(args, app.deps, { info: (l) => lines.push(l), error: (l) => errors.push(l), stdin: { input, output } })
    return { code, out: lines.join('\n'), err: errors.join('\n') }
  }
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: LOGIN_PATHS.admin, payload: { email, password } })

  const create = (email: string, first = 'Helena') => ['create', '--email', email, '--first-name', first, '--last-name', 'Martins']

  it('create: reads the password from stdin, creates an active admin who can log in', async () => {
    const result = await run(create('Gestora@Acolhe.com.br'), 'Segura123\n')
    expect(result).toMatchObject({ code: 0 })
    expect(result.out).toContain('Admin created: Helena Martins <gestora@acolhe.com.br>')
    const cookie = await logInAs(app, 'admin', 'gestora@acolhe.com.br', 'Segura123')
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })
    expect(me.json().admin).toMatchObject({ first_name: 'Helena', last_name: 'Martins', active: true })
  })

  it('refuses a password given on the command line, creating nothing', async () => {
    const result = await run([...create('argv@acolhe.com.br'), '--password', 'Segura123'])
    expect(result.code).toBe(1)
    expect(result.err).toContain('never taken from the command line')
    expect((await login('argv@acolhe.com.br', 'Segura123')).statusCode).toBe(401)
  })

  it('create: a taken email or a short password exits 1 with the shared message', async () => {
    expect((await run(create('repetida@acolhe.com.br'), 'Segura123\n')).code).toBe(0)
    expect((await run(create('repetida@acolhe.com.br'), 'Segura123\n')).err).toContain(t.adminEmailTaken)
    const short = await run(create('outra@acolhe.com.br'), 'curta\n')
    expect(short.code).toBe(1)
    expect(short.err).toContain(validationTexts.passwordMin)
  })

  it('list: every admin with whether they are active', async () => {
    await run(create('lista@acolhe.com.br', 'Lia'), 'Segura123\n')
    await run(create('lista2@acolhe.com.br', 'Luna'), 'Segura123\n')
    await logInAs(app, 'admin', 'lista2@acolhe.com.br', 'Segura123')
    const result = await run(['list'])
    expect(result.code).toBe(0)
    expect(result.out).toMatch(/lista2@acolhe\.com\.br\s+Luna Martins\s+active\s+last login 20/)
    expect(result.out).toMatch(/lista@acolhe\.com\.br\s+Lia Martins\s+active\s+last login never/)
  })

  it('reset-password: the new password opens, the old one does not, and open sessions end', async () => {
    await run(create('reset@acolhe.com.br', 'Rita'), 'Segura123\n')
    const cookie = await logInAs(app, 'admin', 'reset@acolhe.com.br', 'Segura123')
    const result = await run(['reset-password', '--email', 'reset@acolhe.com.br'], 'NovaSenha456\n')
    expect(result.code).toBe(0)
    expect((await login('reset@acolhe.com.br', 'Segura123')).statusCode).toBe(401)
    expect((await login('reset@acolhe.com.br', 'NovaSenha456')).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401)
    expect((await run(['reset-password', '--email', 'ninguem@acolhe.com.br'], 'NovaSenha456\n')).err).toContain(adminTexts.adminNotFound)
  })

  it('deactivate: the admin cannot log in; the last active admin cannot be deactivated', async () => {
    // Another active admin of its own: whichever tests ran before, Sara is not the last one.
    await run(create('fica@acolhe.com.br', 'Fabiana'), 'Segura123\n')
    await run(create('sai@acolhe.com.br', 'Sara'), 'Segura123\n')
    expect((await run(['deactivate', '--email', 'sai@acolhe.com.br'])).code).toBe(0)
    expect((await login('sai@acolhe.com.br', 'Segura123')).statusCode).toBe(403)
    const active = (await run(['list'])).out.split('\n').filter((line) => / active /.test(line)).map((line) => line.split(' ')[0] ?? '')
    for (const email of active.slice(1)) expect((await run(['deactivate', '--email', email])).code).toBe(0)
    const last = await run(['deactivate', '--email', active[0] ?? ''])
    expect(last.code).toBe(1)
    expect(last.err).toContain(adminTexts.adminLastActive)
  })

  it('remove-demo-logins: no demo login opens with the demo password afterwards (the production refusal clears)', async () => {
    await seedDemoData(app.deps.db)
    expect((await demoLoginsWithDemoPassword(app.deps.db)).length).toBe(DEMO_LOGINS.length)
    const result = await run(['remove-demo-logins'])
    expect(result.code).toBe(0)
    for (const { email } of DEMO_LOGINS) expect(result.out).toContain(`Demo login locked: ${email}`)
    expect(await demoLoginsWithDemoPassword(app.deps.db)).toEqual([])
    expect((await login(DEMO_LOGINS[0].email, DEMO_LOGIN_PASSWORD)).statusCode).not.toBe(200)
    expect((await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: 'paciente@acolhe.local', password: DEMO_LOGIN_PASSWORD } })).statusCode).toBe(401)
    expect((await run(['remove-demo-logins'])).out).toContain('nothing to do')
  })

  it('prints the help for an unknown command or option', async () => {
    expect((await run(['delete'])).err).toContain('check-config')
    const unknownOption = await run(['create', '--mail', 'x'])
    expect(unknownOption.code).toBe(1)
    expect(unknownOption.err).toContain('npm run --silent admin -- <command>')
  })
})
