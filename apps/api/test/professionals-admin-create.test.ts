import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts as a } from '@acolhe/shared/texts/admin-api'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import { consents } from '../src/db/schema/accounts'
import { auditLog, emailOutbox } from '../src/db/schema/operations'
import { professionals } from '../src/db/schema/people'
import { createAdmin, createClinic, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { freshCouncilNumber, freshCpf } from './helpers/documents'

// Decision 013: an admin creates a professional with POST /api/professional-private/by-admin.

const creation = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Helena',
  last_name: 'Barros',
  email: 'helena.barros@exemplo.com.br',
  birthday: '1985-07-21',
  professional_type: 'PSYCHOLOGIST',
  cpf_or_cnpj: freshCpf(),
  crm_or_crp: freshCouncilNumber(),
  document_state: 'SP',
  lattes_url: 'http://lattes.cnpq.br/1234567890123456',
  phone_number: '(11) 97777-6666',
  service_modality: 'FULL_REMOTE',
  ...overrides,
})

describe('POST /api/professional-private/by-admin (admin creates a professional)', () => {
  let app: TestApp
  let admin: string
  let adminId: string
  beforeAll(async () => {
    app = await createTestApp()
    adminId = (await createAdmin(app.deps.db, { email: 'adm.cria@exemplo.com' })).id
    admin = await logInAs(app, 'admin', 'adm.cria@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  const create = (payload: Record<string, unknown>, cookie: string | null = admin) =>
    app.inject({ method: 'POST', url: '/api/professional-private/by-admin', payload, ...(cookie ? { headers: { cookie } } : {}) })
  const rowsWithEmail = (email: string) => app.deps.db.select().from(professionals).where(eq(professionals.email, email))
  const mailsTo = (to: string) => app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))

  it('creates an authorized professional without a password, keeps the admin logged in, audits it and queues the invitation', async () => {
    const response = await create(creation({ email: 'Helena.Barros@exemplo.com.br', cpf_or_cnpj: '529.982.247-25' }))
    expect(response.statusCode).toBe(201)
    // No session of the professional is opened: the admin's cookie stays the only one.
    expect(response.cookies.filter((c) => c.name.endsWith('acolhe_session'))).toEqual([])
    const { professional } = response.json()
    expect(professional).toMatchObject({
      email: 'helena.barros@exemplo.com.br',
      authorized: true,
      contract: 'INDEPENDENT',
      cpf_or_cnpj: '52998224725',
      phone_number: '11977776666',
      clinic_id: null,
    })

    const me = await app.inject({ url: '/api/admin/me', headers: { cookie: admin } })
    expect(me.statusCode).toBe(200)
    expect(me.json().admin).toMatchObject({ email: 'adm.cria@exemplo.com' })

    const [row] = await rowsWithEmail('helena.barros@exemplo.com.br')
    expect(row?.passwordHash).toBeNull()
    // The admin cannot accept the terms for someone else.
    expect(await app.deps.db.select().from(consents).where(eq(consents.actorId, professional.id))).toEqual([])

    const audit = await app.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, professional.id), eq(auditLog.action, 'professional.create')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorKind: 'admin', actorId: adminId, entity: 'professional', before: null })
    expect(JSON.stringify(audit[0]?.after)).not.toContain('passwordHash')

    const mails = await mailsTo('helena.barros@exemplo.com.br')
    expect(mails.map((m) => m.subject)).toEqual(['Seu cadastro profissional na Acolhe foi criado'])
    expect(mails[0]?.text).toContain('Olá, Helena!')
    expect(mails[0]?.html).toContain('/recuperar-senha?tipo=profissional')
  })

  it('lets the invited professional choose a password through the recovery and log in', async () => {
    await create(creation({ email: 'convite@exemplo.com', cpf_or_cnpj: '11144477735' }))
    const noPassword = await app.inject({ method: 'POST', url: '/api/professional-private/login', payload: { email: 'convite@exemplo.com', password: 'Qualquer123' } })
    expect(noPassword.statusCode).toBe(401)

    const recovery = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/password-recovery${url}`, payload })
    expect((await recovery('', { email: 'convite@exemplo.com', kind: 'professional' })).statusCode).toBe(202)
    const codeMail = (await mailsTo('convite@exemplo.com')).find((m) => m.subject === 'Seu código para redefinir a senha')
    const code = /código (\d{6})/.exec(codeMail?.text ?? '')?.[1] ?? ''
    expect((await recovery('/reset', { email: 'convite@exemplo.com', kind: 'professional', code, password: 'MinhaSenha9' })).statusCode).toBe(204)

    const login = await app.inject({ method: 'POST', url: '/api/professional-private/login', payload: { email: 'convite@exemplo.com', password: 'MinhaSenha9' } })
    expect(login.statusCode).toBe(200)
  })

  it('keeps a hybrid professional’s active clinic, the contract and returns of a psychiatrist', async () => {
    const clinic = await createClinic(app.deps.db)
    const response = await create(
      creation({
        email: 'psiquiatra.admin@exemplo.com',
        professional_type: 'PSYCHIATRIST',
        crm_or_crp: freshCouncilNumber('CRM'),
        rqe: '7890',
        service_modality: 'HYBRID',
        clinic_id: clinic.id,
        contract: 'PARTNER',
        allow_returns: true,
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().professional).toMatchObject({ clinic_id: clinic.id, contract: 'PARTNER', allow_returns: true, rqe: '7890' })
  })

  it('refuses an email already used by a professional with 409 and a Portuguese message, creating nothing', async () => {
    await createProfessional(app.deps.db, { email: 'ja.existe@exemplo.com' })
    const response = await create(creation({ email: 'JA.EXISTE@exemplo.com' }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: a.professionalEmailTaken, code: expect.any(String) })
    expect(await rowsWithEmail('ja.existe@exemplo.com')).toHaveLength(1)
    expect(await mailsTo('ja.existe@exemplo.com')).toHaveLength(0)
  })

  it('refuses a CPF/CNPJ or a council registration another professional has with 409, creating nothing', async () => {
    const existing = await createProfessional(app.deps.db)
    const sameCpf = await create(creation({ email: 'mesmo.cpf@exemplo.com', cpf_or_cnpj: existing.cpfOrCnpj }))
    expect(sameCpf.statusCode).toBe(409)
    expect(sameCpf.json()).toEqual({ message: pt.cpfOrCnpjTaken, code: expect.any(String) })
    const sameCouncil = await create(
      creation({ email: 'mesmo.crp@exemplo.com', crm_or_crp: existing.crmOrCrp, document_state: existing.documentState }),
    )
    expect(sameCouncil.statusCode).toBe(409)
    expect(sameCouncil.json()).toEqual({ message: pt.councilRegistrationTaken, code: expect.any(String) })
    expect(await rowsWithEmail('mesmo.cpf@exemplo.com')).toHaveLength(0)
    expect(await rowsWithEmail('mesmo.crp@exemplo.com')).toHaveLength(0)
    expect(await mailsTo('mesmo.crp@exemplo.com')).toHaveLength(0)
  })

  it.each([
    ['a psychologist without CRP', { crm_or_crp: '' }, vt.professionalInfoIncomplete],
    ['a psychiatrist without RQE', { professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', rqe: '' }, vt.professionalInfoIncomplete],
    ['an in-person professional without a clinic', { service_modality: 'FULL_PRESENCIAL' }, vt.clinicRequired],
    ['a short first name', { first_name: 'Al' }, vt.nameMin3],
  ])('answers 400 with the registration’s message for %s', async (_case, overrides, message) => {
    const response = await create(creation({ email: 'invalido@exemplo.com', ...overrides }))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
    expect(await rowsWithEmail('invalido@exemplo.com')).toHaveLength(0)
  })

  it('answers 422 for an inactive clinic and for returns outside psychiatry', async () => {
    const inactive = await createClinic(app.deps.db, { clinic: { active: false } })
    const clinic = await create(creation({ email: 'inativa@exemplo.com', service_modality: 'HYBRID', clinic_id: inactive.id }))
    expect(clinic.statusCode).toBe(422)
    expect(clinic.json()).toEqual({ message: pt.clinicNotFound, code: expect.any(String) })
    const returns = await create(creation({ email: 'retorno@exemplo.com', allow_returns: true }))
    expect(returns.statusCode).toBe(422)
    expect(returns.json()).toEqual({ message: pt.returnsOnlyPsychiatrist, code: expect.any(String) })
  })

  it('refuses anyone but an admin: 401 anonymous, 403 patient and professional; the public sign-up stays as it was', async () => {
    await createPatient(app.deps.db, { email: 'paciente.cria@exemplo.com' })
    await createProfessional(app.deps.db, { email: 'prof.cria@exemplo.com' })
    const patient = await logInAs(app, 'patient', 'paciente.cria@exemplo.com')
    const professional = await logInAs(app, 'professional', 'prof.cria@exemplo.com')
    expect((await create(creation({ email: 'anonimo@exemplo.com' }), null)).statusCode).toBe(401)
    expect((await create(creation({ email: 'pelo.paciente@exemplo.com' }), patient)).statusCode).toBe(403)
    expect((await create(creation({ email: 'pelo.prof@exemplo.com' }), professional)).statusCode).toBe(403)
    // The admin's body (no password, no terms) is not a valid self-registration either.
    const signUp = await app.inject({ method: 'POST', url: '/api/professional-private', payload: creation({ email: 'sem.senha@exemplo.com' }) })
    expect(signUp.statusCode).toBe(400)
    expect(await rowsWithEmail('sem.senha@exemplo.com')).toHaveLength(0)
  })
})
