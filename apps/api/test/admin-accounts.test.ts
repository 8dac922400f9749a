import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts as a } from '@acolhe/shared/texts/admin-api'
import { apiErrorTexts as e } from '@acolhe/shared/texts/api-errors'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { auditLog } from '../src/db/schema/operations'
import { admins } from '../src/db/schema/people'
import { createAdmin } from '../src/seed/factories'
import { setAdminActive } from '../src/modules/admins/admin-accounts.service'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('admin accounts (/admin/admins)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const asAdmin = (cookie: string) => ({ cookie })

  it('lists admins with what the caller may do: never deactivate themself', async () => {
    const me = await createAdmin(app.deps.db, { email: 'lista.eu@exemplo.com', firstName: 'Ana' })
    const other = await createAdmin(app.deps.db, { email: 'lista.outro@exemplo.com', firstName: 'Bruno' })
    const cookie = await logInAs(app, 'admin', me.email)
    const response = await app.inject({ method: 'GET', url: '/api/admins?limit=100', headers: asAdmin(cookie) })
    expect(response.statusCode).toBe(200)
    const rows: { id: string; is_self: boolean; can_deactivate: boolean; last_login: string | null }[] = response.json().data
    const mine = rows.find((row) => row.id === me.id)
    const theirs = rows.find((row) => row.id === other.id)
    expect(mine).toMatchObject({ is_self: true, can_deactivate: false })
    expect(mine?.last_login).not.toBeNull()
    expect(theirs).toMatchObject({ is_self: false, can_deactivate: true, last_login: null })
  })

  it('creates an admin with the CLI rules (Portuguese refusals, 409 on a taken email) who can then log in; audited', async () => {
    const creator = await createAdmin(app.deps.db, { email: 'cria.admin@exemplo.com' })
    const cookie = await logInAs(app, 'admin', creator.email)
    const weak = await app.inject({ method: 'POST', url: '/api/admins', headers: asAdmin(cookie), payload: { first_name: 'Carla', last_name: 'Nova', email: 'carla.nova@exemplo.com', password: 'semnumero' } })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe(v.passwordLetterAndDigit)
    const noName = await app.inject({ method: 'POST', url: '/api/admins', headers: asAdmin(cookie), payload: { first_name: ' ', last_name: 'Nova', email: 'carla.nova@exemplo.com', password: 'Senha123' } })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().message).toBe(v.required)

    const created = await app.inject({ method: 'POST', url: '/api/admins', headers: asAdmin(cookie), payload: { first_name: 'Carla', last_name: 'Nova', email: 'Carla.Nova@Exemplo.com', password: 'Senha123' } })
    expect(created.statusCode).toBe(201)
    expect(created.json().admin).toMatchObject({ email: 'carla.nova@exemplo.com', active: true, is_self: false })
    await logInAs(app, 'admin', 'carla.nova@exemplo.com', 'Senha123')

    const again = await app.inject({ method: 'POST', url: '/api/admins', headers: asAdmin(cookie), payload: { first_name: 'Carla', last_name: 'Outra', email: 'carla.nova@exemplo.com', password: 'Senha123' } })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(e.adminEmailTaken)
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, created.json().admin.id))
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['admin.create', creator.id]])
  })

  it('deactivating ends every session of that admin and refuses their login; reactivating lets them back in', async () => {
    const boss = await createAdmin(app.deps.db, { email: 'desativa.chefe@exemplo.com' })
    const target = await createAdmin(app.deps.db, { email: 'desativa.alvo@exemplo.com' })
    const bossCookie = await logInAs(app, 'admin', boss.email)
    const targetCookie = await logInAs(app, 'admin', target.email)
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: asAdmin(targetCookie) })).statusCode).toBe(200)

    const off = await app.inject({ method: 'PATCH', url: `/api/admins/${target.id}/active`, headers: asAdmin(bossCookie), payload: { active: false } })
    expect(off.statusCode).toBe(200)
    expect(off.json().admin).toMatchObject({ active: false, can_deactivate: false })
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: asAdmin(targetCookie) })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/admins', headers: asAdmin(targetCookie) })).statusCode).toBe(401)
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: target.email, password: 'Acolhe123' } })
    expect(login.statusCode).toBe(403)
    expect(login.json().message).toBe(e.adminInactive)

    const on = await app.inject({ method: 'PATCH', url: `/api/admins/${target.id}/active`, headers: asAdmin(bossCookie), payload: { active: true } })
    expect(on.json().admin.active).toBe(true)
    await logInAs(app, 'admin', target.email)
    const actions = (await app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, target.id))).map((row) => row.action).sort()
    expect(actions).toEqual(['admin.deactivate', 'admin.reactivate'])
  })

  it('refuses an admin deactivating themself (422 in Portuguese) and an unknown id (404)', async () => {
    const self = await createAdmin(app.deps.db, { email: 'proprio@exemplo.com' })
    const cookie = await logInAs(app, 'admin', self.email)
    const response = await app.inject({ method: 'PATCH', url: `/api/admins/${self.id}/active`, headers: asAdmin(cookie), payload: { active: false } })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(a.adminCannotDeactivateSelf)
    const [row] = await app.deps.db.select().from(admins).where(eq(admins.id, self.id))
    expect(row?.active).toBe(true)
    const unknown = await app.inject({ method: 'PATCH', url: '/api/admins/00000000-0000-4000-8000-000000000000/active', headers: asAdmin(cookie), payload: { active: false } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(a.adminNotFound)
  })

  it('never deactivates the last active admin, even when the request was made by one deactivated meanwhile', async () => {
    // A separate database: here the two admins are the only ones.
    const alone = await createTestApp()
    try {
      const first = await createAdmin(alone.deps.db, { email: 'ultimo.a@exemplo.com' })
      const second = await createAdmin(alone.deps.db, { email: 'ultimo.b@exemplo.com' })
      const firstCookie = await logInAs(alone, 'admin', first.email)
      const secondCookie = await logInAs(alone, 'admin', second.email)
      // Both try to deactivate the other at the same moment: only one can win.
      const [one, two] = await Promise.all([
        alone.inject({ method: 'PATCH', url: `/api/admins/${second.id}/active`, headers: asAdmin(firstCookie), payload: { active: false } }),
        alone.inject({ method: 'PATCH', url: `/api/admins/${first.id}/active`, headers: asAdmin(secondCookie), payload: { active: false } }),
      ])
      expect([one.statusCode, two.statusCode].filter((status) => status === 200)).toHaveLength(1)
      const active = await alone.deps.db.select().from(admins).where(eq(admins.active, true))
      expect(active).toHaveLength(1)

      // The loser's request, had it passed the guard, meets the rule in the service.
      const [winner] = active
      const loser = winner?.id === first.id ? second : first
      await expect(setAdminActive(alone.deps, { kind: 'admin', id: loser.id, sessionId: 'stale' }, winner?.id ?? '', false)).rejects.toThrow(a.adminLastActive)
      expect(await alone.deps.db.select().from(admins).where(eq(admins.active, true))).toHaveLength(1)
    } finally {
      await alone.close()
    }
  })
})
