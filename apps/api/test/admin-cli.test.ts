import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { validationTexts } from '@acolhe/shared/texts/validation'
import { runAdminCommand } from '../src/cli/admin-command'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('npm run admin -- create', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  async function run(args: string[]) {
    const lines: string[] = []
    const errors: string[] = []
    const code = await runAdminCommand(args, app.deps, { info: (l) => lines.push(l), error: (l) => errors.push(l) })
    return { code, lines, errors }
  }

  const create = ['create', '--email', 'Gestora@Acolhe.com.br', '--password', 'Segura123', '--first-name', 'Helena', '--last-name', 'Martins']

  it('creates an active admin who can log in, and confirms it', async () => {
    const result = await run(create)
    expect(result.code).toBe(0)
    expect(result.lines.join('\n')).toContain('Administrador criado')
    expect(result.lines.join('\n')).toContain('gestora@acolhe.com.br')
    const cookie = await logInAs(app, 'admin', 'gestora@acolhe.com.br', 'Segura123')
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })
    expect(me.json().admin).toMatchObject({ first_name: 'Helena', last_name: 'Martins', active: true })
  })

  it('exits with 1 and a message when the email is taken', async () => {
    const result = await run(create)
    expect(result.code).toBe(1)
    expect(result.errors.join('\n')).toContain(t.adminEmailTaken)
  })

  it('validates the password with the shared rules', async () => {
    const result = await run(['create', '--email', 'outra@acolhe.com.br', '--password', 'curta', '--first-name', 'A', '--last-name', 'B'])
    expect(result.code).toBe(1)
    expect(result.errors.join('\n')).toContain(validationTexts.passwordMin)
  })

  it('prints the usage for an unknown command or option', async () => {
    expect((await run(['delete'])).code).toBe(1)
    const unknownOption = await run(['create', '--mail', 'x'])
    expect(unknownOption.code).toBe(1)
    expect(unknownOption.errors.join('\n')).toContain('npm run admin -- create')
  })
})
