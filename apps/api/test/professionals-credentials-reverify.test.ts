import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { auditLog, emailOutbox } from '../src/db/schema/operations'
import { professionals } from '../src/db/schema/people'
import { createAdmin, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The admin authorizes a professional after checking their document and council registration. Changing
// any of those afterwards sends the professional back to awaiting authorization, with the admins told.

describe('an authorized professional changing what the admin verified', () => {
  let app: TestApp
  let adminCookie: string

  beforeAll(async () => {
    app = await createTestApp()
    const db = app.database.db
    await createAdmin(db, { email: 'confere@exemplo.com' })
    await createAdmin(db, { email: 'inativa@exemplo.com', active: false })
    adminCookie = await logInAs(app, 'admin', 'confere@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  async function authorizedProfessional(overrides: Parameters<typeof createProfessional>[1] = {}) {
    const row = await createProfessional(app.database.db, { firstName: 'Helena', lastName: 'Duarte', ...overrides })
    return { row, cookie: await logInAs(app, 'professional', row.email) }
  }
  const edit = (id: string, payload: Record<string, unknown>, cookie: string) =>
    app.inject({ method: 'PATCH', url: `/api/professional-private/${id}`, payload, headers: { cookie } })
  const rowOf = async (id: string) => {
    const [row] = await app.database.db.select().from(professionals).where(eq(professionals.id, id))
    return row
  }
  const credentialAudits = (id: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'professional.credentials.update')))
  const adminMailsAbout = async (email: string) =>
    (await app.database.db.select().from(emailOutbox)).filter((m) => m.text.includes(email))

  const changes: [string, Record<string, unknown>, Parameters<typeof createProfessional>[1]][] = [
    ['CPF/CNPJ', { cpf_or_cnpj: '529.982.247-25' }, {}],
    ['CRP/CRM', { crm_or_crp: '06/999999' }, {}],
    ['UF do registro', { document_state: 'RJ' }, {}],
    ['RQE', { rqe: '99999' }, { professionalType: 'PSYCHIATRIST', rqe: '12345' }],
  ]
  for (const [label, change, overrides] of changes) {
    it(`sends them back to awaiting authorization after changing the ${label}, telling them and the admins`, async () => {
      const { row, cookie } = await authorizedProfessional(overrides)

      const response = await edit(row.id, change, cookie)

      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ professional: { authorized: false }, notice: pt.credentialsChangedNotice })
      expect(await rowOf(row.id)).toMatchObject({ authorized: false })
      const [audit] = await credentialAudits(row.id)
      expect(audit).toMatchObject({ actorKind: 'professional', actorId: row.id, entity: 'professional' })
      expect(audit?.after).toMatchObject({ authorized: false })
      const mails = await adminMailsAbout(row.email)
      expect(mails.map((m) => m.toAddress)).toEqual(['confere@exemplo.com'])
      expect(mails[0]?.subject).toContain('Helena Duarte')
      expect(mails[0]?.text).toContain(label)
      expect(mails[0]?.text).toContain(`/admin/profissionais/editar/${row.id}`)
    })
  }

  it('keeps the authorization when they edit their biography or phone, or send a credential unchanged', async () => {
    const { row, cookie } = await authorizedProfessional()

    const response = await edit(
      row.id,
      { brief_description: 'Atendo adultos com ansiedade.', phone_number: '(21) 97777-6666', crm_or_crp: row.crmOrCrp, document_state: row.documentState },
      cookie,
    )

    expect(response.statusCode).toBe(200)
    expect(response.json().notice).toBeUndefined()
    expect(await rowOf(row.id)).toMatchObject({ authorized: true, briefDescription: 'Atendo adultos com ansiedade.' })
    expect(await credentialAudits(row.id)).toEqual([])
    expect(await adminMailsAbout(row.email)).toEqual([])
  })

  it('keeps the authorization when the admin corrects a credential (the admin is the one who verifies)', async () => {
    const { row } = await authorizedProfessional()

    const response = await edit(row.id, { crm_or_crp: '06/777777' }, adminCookie)

    expect(response.statusCode).toBe(200)
    expect(await rowOf(row.id)).toMatchObject({ authorized: true, crmOrCrp: '06/777777' })
    expect(await adminMailsAbout(row.email)).toEqual([])
  })

  it('changes nothing else for a professional still awaiting authorization', async () => {
    const { row, cookie } = await authorizedProfessional({ authorized: false })

    const response = await edit(row.id, { crm_or_crp: '06/555555' }, cookie)

    expect(response.statusCode).toBe(200)
    expect(response.json().notice).toBeUndefined()
    expect(await credentialAudits(row.id)).toEqual([])
    expect(await adminMailsAbout(row.email)).toEqual([])
  })

  it('takes them out of booking until an admin authorizes them again', async () => {
    const { row, cookie } = await authorizedProfessional()
    expect((await app.inject({ url: `/api/public/available-dates/${row.id}` })).statusCode).toBe(200)

    await edit(row.id, { cpf_or_cnpj: '11.222.333/0001-81' }, cookie)

    expect((await app.inject({ url: `/api/public/available-dates/${row.id}` })).statusCode).toBe(404)
  })
})
