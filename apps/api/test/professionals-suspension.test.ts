import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { createAdmin, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// A professional whose authorization an admin withdrew is suspended, not awaiting analysis: the area
// says so, and the profile tells the web which of the two it is.

describe('a suspended professional', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.database.db, { email: 'admin.suspende@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin.suspende@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  async function professionalLoggedIn(authorized: boolean) {
    serial += 1
    const row = await createProfessional(app.database.db, { email: `suspensa${serial}@exemplo.com`, authorized })
    return { row, cookie: await logInAs(app, 'professional', row.email) }
  }
  const setAuthorization = (id: string, authorized: boolean) =>
    app.inject({ method: 'PATCH', url: `/api/professional-private/${id}/authorization`, headers: { cookie: adminCookie }, payload: { authorized } })
  const calendar = (cookie: string) => app.inject({ url: '/api/available-dates', headers: { cookie } })
  const me = async (cookie: string) => (await app.inject({ url: '/api/professional-private/me', headers: { cookie } })).json().professional

  it('is told the access is suspended and to contact the support, not that the registration is under analysis', async () => {
    const { row, cookie } = await professionalLoggedIn(true)
    expect((await setAuthorization(row.id, false)).statusCode).toBe(200)

    const refused = await calendar(cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: t.professionalSuspended, code: expect.any(String) })
    expect(await me(cookie)).toMatchObject({ authorized: false, suspended: true })
  })

  it('leaves a professional never authorized under analysis', async () => {
    const { cookie } = await professionalLoggedIn(false)
    const refused = await calendar(cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: t.professionalNotAuthorized, code: expect.any(String) })
    expect(await me(cookie)).toMatchObject({ authorized: false, suspended: false })
  })

  it('is no longer suspended once authorized again', async () => {
    const { row, cookie } = await professionalLoggedIn(true)
    await setAuthorization(row.id, false)
    expect((await setAuthorization(row.id, true)).json().professional).toMatchObject({ authorized: true, suspended: false })
    expect((await calendar(cookie)).statusCode).toBe(200)
  })

  it('is back under analysis, not suspended, after changing a verified credential', async () => {
    const { row, cookie } = await professionalLoggedIn(true)
    const edited = await app.inject({ method: 'PATCH', url: `/api/professional-private/${row.id}`, headers: { cookie }, payload: { document_state: 'RJ' } })
    expect(edited.json().professional).toMatchObject({ authorized: false, suspended: false })
    expect((await calendar(cookie)).json()).toEqual({ message: t.professionalNotAuthorized, code: expect.any(String) })
  })
})
