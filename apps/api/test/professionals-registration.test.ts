import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import { consents } from '../src/db/schema/accounts'
import { professionals } from '../src/db/schema/people'
import { createClinic } from '../src/seed/factories'
import { PROFESSIONAL_TERMS_VERSION } from '../src/modules/professionals/professional-terms'
import { createTestApp, type TestApp } from './helpers/app'
import { sessionCookieFrom } from './helpers/auth'
import { freshCouncilNumber, freshCpf } from './helpers/documents'

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Beatriz',
  last_name: 'Nogueira',
  email: 'beatriz@exemplo.com.br',
  birthday: '1988-04-09',
  password: 'Senha123',
  terms_accepted: true,
  professional_type: 'PSYCHOLOGIST',
  cpf_or_cnpj: freshCpf(),
  crm_or_crp: freshCouncilNumber(),
  document_state: 'SP',
  pos_degree: false,
  lattes_url: 'http://lattes.cnpq.br/1234567890123456',
  phone_number: '(11) 98888-7777',
  brief_description: 'Terapia cognitivo-comportamental para adultos.',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  service_modality: 'FULL_REMOTE',
  ...overrides,
})

describe('POST /api/professional-private (registration)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const register = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/professional-private', payload })
  const rowsWithEmail = (email: string) => app.database.db.select().from(professionals).where(eq(professionals.email, email))

  it('creates the professional awaiting authorization, stores the terms and logs them in', async () => {
    const response = await register(registration({ email: 'beatriz@exemplo.com.br', cpf_or_cnpj: '529.982.247-25' }))
    expect(response.statusCode).toBe(201)
    const { professional } = response.json()
    expect(professional).toMatchObject({
      email: 'beatriz@exemplo.com.br',
      first_name: 'Beatriz',
      authorized: false,
      contract: 'INDEPENDENT',
      cpf_or_cnpj: '52998224725',
      phone_number: '11988887777',
      birthday: '1988-04-09',
      clinic_id: null,
      allow_returns: false,
    })
    const [row] = await rowsWithEmail('beatriz@exemplo.com.br')
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    const stored = await app.database.db.select().from(consents).where(eq(consents.actorId, professional.id))
    expect(stored.map((c) => c.document).sort()).toEqual(['PRIVACY_POLICY', 'PROFESSIONAL_TERMS'])
    expect(stored.every((c) => c.version === PROFESSIONAL_TERMS_VERSION && c.actorKind === 'professional')).toBe(true)

    const me = await app.inject({ url: '/api/professional-private/me', headers: { cookie: sessionCookieFrom(response) } })
    expect(me.json().professional).toMatchObject({ id: professional.id, authorized: false })
  })

  it('refuses an email already registered with 409 and creates nothing', async () => {
    expect((await register(registration({ email: 'repetida@exemplo.com.br' }))).statusCode).toBe(201)
    const response = await register(registration({ email: 'REPETIDA@exemplo.com.br', cpf_or_cnpj: '11144477735' }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: t.emailUnavailable, code: expect.any(String) })
    expect(await rowsWithEmail('repetida@exemplo.com.br')).toHaveLength(1)
  })

  it.each([
    ['a psychologist without CRP', { crm_or_crp: '' }],
    ['a psychologist without UF', { document_state: '' }],
    ['a psychiatrist without RQE', { professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', rqe: '' }],
    ['a doctor without CRM', { professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: '' }],
  ])("refuses %s with 'Informações profissionais incompletas.'", async (_case, overrides) => {
    const email = `incompleto.${Math.random().toString(36).slice(2)}@exemplo.com.br`
    const response = await register(registration({ email, ...overrides }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: vt.professionalInfoIncomplete, code: expect.any(String) })
    expect(await rowsWithEmail(email)).toHaveLength(0)
  })

  it('accepts a doctor with CRM, UF and the postgraduate flag, and a psychiatrist with RQE', async () => {
    const doctor = await register(
      registration({ email: 'medico@exemplo.com.br', professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: freshCouncilNumber('CRM'), pos_degree: true }),
    )
    expect(doctor.statusCode).toBe(201)
    expect(doctor.json().professional).toMatchObject({ professional_type: 'DOCTOR_POSTGRADUATE', pos_degree: true })
    const psychiatrist = await register(
      registration({ email: 'psiq@exemplo.com.br', professional_type: 'PSYCHIATRIST', crm_or_crp: freshCouncilNumber('CRM'), rqe: '9876', pos_degree: true }),
    )
    expect(psychiatrist.statusCode).toBe(201)
    expect(psychiatrist.json().professional).toMatchObject({ rqe: '9876', pos_degree: false })
  })

  it('requires a clinic for hybrid and in-person professionals, and an active one', async () => {
    const missing = await register(registration({ email: 'hibrida@exemplo.com.br', service_modality: 'HYBRID' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ message: vt.clinicRequired, code: expect.any(String) })

    const inactive = await createClinic(app.database.db, { clinic: { active: false } })
    const refused = await register(registration({ email: 'hibrida@exemplo.com.br', service_modality: 'HYBRID', clinic_id: inactive.id }))
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ message: pt.clinicNotFound, code: expect.any(String) })
    expect(await rowsWithEmail('hibrida@exemplo.com.br')).toHaveLength(0)

    const active = await createClinic(app.database.db)
    const accepted = await register(registration({ email: 'hibrida@exemplo.com.br', service_modality: 'FULL_PRESENCIAL', clinic_id: active.id }))
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().professional.clinic_id).toBe(active.id)
  })

  it('keeps no clinic for a fully remote professional', async () => {
    const clinic = await createClinic(app.database.db)
    const response = await register(registration({ email: 'remota@exemplo.com.br', clinic_id: clinic.id }))
    expect(response.statusCode).toBe(201)
    expect(response.json().professional.clinic_id).toBeNull()
  })

  it.each([
    ['terms not accepted', { terms_accepted: false }, vt.termsRequired],
    ['a video that is not on YouTube', { video_url: 'https://vimeo.com/123456' }, vt.youtubeInvalid],
    ['a lattes that is not a URL', { lattes_url: 'lattes' }, vt.urlInvalid],
    ['a short CPF', { cpf_or_cnpj: '123' }, vt.cpfOrCnpjLength],
    ['a phone without 11 digits', { phone_number: '1199999' }, vt.professionalPhone],
    ['a weak password', { password: 'abcdef' }, vt.passwordLetterAndDigit],
  ])('refuses %s with its message', async (_case, overrides, message) => {
    const response = await register(registration({ email: 'regra@exemplo.com.br', ...overrides }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect(await rowsWithEmail('regra@exemplo.com.br')).toHaveLength(0)
  })

  it('refuses a CPF/CNPJ already registered with 409 and creates nothing', async () => {
    const cpf = freshCpf()
    expect((await register(registration({ email: 'primeira.cpf@exemplo.com.br', cpf_or_cnpj: cpf }))).statusCode).toBe(201)
    // The same digits typed without the punctuation are the same document.
    const response = await register(registration({ email: 'segunda.cpf@exemplo.com.br', cpf_or_cnpj: cpf.replace(/\D/g, '') }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: pt.cpfOrCnpjTaken, code: expect.any(String) })
    expect(await rowsWithEmail('segunda.cpf@exemplo.com.br')).toHaveLength(0)
  })

  it('refuses a council number already registered in the same UF with 409, and accepts it in another UF', async () => {
    const crp = freshCouncilNumber()
    expect((await register(registration({ email: 'primeira.crp@exemplo.com.br', crm_or_crp: crp, document_state: 'SP' }))).statusCode).toBe(201)
    const response = await register(registration({ email: 'segunda.crp@exemplo.com.br', crm_or_crp: crp, document_state: 'SP' }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: pt.councilRegistrationTaken, code: expect.any(String) })
    expect(await rowsWithEmail('segunda.crp@exemplo.com.br')).toHaveLength(0)

    const otherState = await register(registration({ email: 'terceira.crp@exemplo.com.br', crm_or_crp: crp, document_state: 'RJ' }))
    expect(otherState.statusCode).toBe(201)
  })

  it('never lets the registration set its own authorization or contract', async () => {
    const response = await register(registration({ email: 'esperta@exemplo.com.br', authorized: true }))
    expect(response.statusCode).toBe(400)
    expect(await rowsWithEmail('esperta@exemplo.com.br')).toHaveLength(0)
  })
})
