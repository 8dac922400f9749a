import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { councilTexts } from '@acolhe/shared/texts/council'
import { professionals } from '../src/db/schema/people'
import { createAdmin, createAvailability, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Two optional credentials a council lets a profile show beside the registration
// (docs/product/profiles-per-council.md): a psychologist's company CRP PJ, and the area of a doctor's
// postgraduate course that is not a specialty, shown followed by NÃO ESPECIALISTA (CFM 2.336/2023 art. 13).

describe('the CRP PJ and the postgraduate area on a profile', () => {
  let app: TestApp
  let admin: string
  let serial = 0
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.database.db, { email: 'adm.credenciais@exemplo.com' })
    admin = await logInAs(app, 'admin', 'adm.credenciais@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  async function professional(options: Parameters<typeof createProfessional>[1] = {}) {
    serial += 1
    const row = await createProfessional(app.database.db, { email: `credenciais${serial}@exemplo.com`, ...options })
    return { id: row.id, cookie: await logInAs(app, 'professional', row.email) }
  }
  const edit = (id: string, payload: Record<string, unknown>, cookie: string) =>
    app.inject({ method: 'PATCH', url: `/api/professional-private/${id}`, payload, headers: { cookie } })
  const rowOf = async (id: string) => (await app.database.db.select().from(professionals).where(eq(professionals.id, id)))[0]
  const registration = (overrides: Record<string, unknown>) => ({
    first_name: 'Lia',
    last_name: 'Souza',
    email: `lia${serial++}.credenciais@exemplo.com`,
    birthday: '1990-04-02',
    password: 'Senha123!',
    terms_accepted: true,
    professional_type: 'PSYCHOLOGIST',
    cpf_or_cnpj: '52998224725',
    crm_or_crp: `06/${String(700000 + serial)}`,
    document_state: 'SP',
    lattes_url: 'http://lattes.cnpq.br/1234567890123456',
    phone_number: '(11) 98888-7777',
    service_modality: 'FULL_REMOTE',
    ...overrides,
  })

  it('stores a psychologist’s CRP PJ at registration, and refuses a malformed one in Portuguese', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/professional-private', payload: registration({ crp_pj: '06/1234' }) })
    expect(created.statusCode).toBe(201)
    const [row] = await app.database.db.select().from(professionals).where(eq(professionals.crpPj, '06/1234'))
    expect(row?.professionalType).toBe('PSYCHOLOGIST')

    const refused = await app.inject({ method: 'POST', url: '/api/professional-private', payload: registration({ crp_pj: '31/1234' }) })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(councilTexts.crpPjInvalid)
  })

  it('lets a psychologist set, show and clear the CRP PJ; a doctor’s is never kept', async () => {
    const psychologist = await professional({ firstName: 'Clarice', lastName: 'Empresária', gender: 'FEMALE', crmOrCrp: '06/555111' })
    const saved = await edit(psychologist.id, { crp_pj: '06/4321' }, psychologist.cookie)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().professional.crp_pj).toBe('06/4321')

    // Changing the CRP PJ sends an authorized professional back to awaiting authorization (last test): authorize her to list her.
    await app.database.db.update(professionals).set({ authorized: true }).where(eq(professionals.id, psychologist.id))
    await createAvailability(app.database.db, psychologist.id, [{ weekDay: 1, startTime: '0800', endTime: '1200' }])
    const listed = (await app.inject({ url: '/api/professional?search=clarice' })).json().professionals as { id: string; registration_label: string; credential: { company: string | null } }[]
    const card = listed.find((p) => p.id === psychologist.id)
    expect(card?.registration_label).toBe('Psicóloga · CRP 06/555111 (SP) · CRP PJ 06/4321')
    expect(card?.credential.company).toBe('CRP PJ 06/4321')

    const malformed = await edit(psychologist.id, { crp_pj: '6/4321' }, psychologist.cookie)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe(councilTexts.crpPjInvalid)
    expect((await edit(psychologist.id, { crp_pj: '' }, psychologist.cookie)).json().professional.crp_pj).toBeNull()

    const psychiatrist = await professional({ professionalType: 'PSYCHIATRIST', crmOrCrp: '554433', rqe: '12345' })
    expect((await edit(psychiatrist.id, { crp_pj: '06/4321' }, psychiatrist.cookie)).json().professional.crp_pj).toBeNull()
  })

  it('stores a psychiatrist’s postgraduate area and refuses one that claims a specialty', async () => {
    const psychiatrist = await professional({ professionalType: 'PSYCHIATRIST', crmOrCrp: '667788', rqe: '23456' })
    const saved = await edit(psychiatrist.id, { postgraduate_area: '  Terapia   Cognitivo-Comportamental ' }, psychiatrist.cookie)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().professional.postgraduate_area).toBe('Terapia Cognitivo-Comportamental')
    expect((await rowOf(psychiatrist.id))?.postgraduateArea).toBe('Terapia Cognitivo-Comportamental')

    const claim = await edit(psychiatrist.id, { postgraduate_area: 'Especialização em Psicogeriatria' }, psychiatrist.cookie)
    expect(claim.statusCode).toBe(400)
    expect(claim.json().message).toBe(councilTexts.postgraduateAreaNotSpecialty)
    const garbled = await edit(psychiatrist.id, { postgraduate_area: '<script>' }, psychiatrist.cookie)
    expect(garbled.statusCode).toBe(400)
    expect(garbled.json().message).toBe(councilTexts.postgraduateAreaInvalid)
    expect((await rowOf(psychiatrist.id))?.postgraduateArea).toBe('Terapia Cognitivo-Comportamental')
  })

  it('keeps a doctor’s area only with the declared course, and the admin creates one with it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/professional-private/by-admin',
      headers: { cookie: admin },
      payload: {
        first_name: 'Helena',
        last_name: 'Prado',
        email: 'helena.pos@exemplo.com',
        birthday: '1985-06-10',
        professional_type: 'DOCTOR_POSTGRADUATE',
        cpf_or_cnpj: '11144477735',
        crm_or_crp: '998877',
        document_state: 'SP',
        pos_degree: true,
        postgraduate_area: 'Saúde Mental',
        lattes_url: 'http://lattes.cnpq.br/1234567890123456',
        phone_number: '(11) 98888-7777',
        service_modality: 'FULL_REMOTE',
      },
    })
    expect(created.statusCode).toBe(201)
    const [row] = await app.database.db.select().from(professionals).where(eq(professionals.email, 'helena.pos@exemplo.com'))
    expect(row?.postgraduateArea).toBe('Saúde Mental')

    // Unticking the course drops its area: a doctor without a declared course shows none.
    const unticked = await edit(row?.id ?? '', { pos_degree: false }, admin)
    expect(unticked.statusCode).toBe(200)
    expect(unticked.json().professional.postgraduate_area).toBeNull()
    // A psychologist's profile never keeps a doctor's course.
    const psychologist = await professional()
    expect((await edit(psychologist.id, { postgraduate_area: 'Saúde Mental' }, psychologist.cookie)).json().professional.postgraduate_area).toBeNull()
  })

  it('sends an authorized psychologist who changes the CRP PJ back to awaiting authorization', async () => {
    const psychologist = await professional({ authorized: true })
    expect((await edit(psychologist.id, { crp_pj: '06/9999' }, psychologist.cookie)).statusCode).toBe(200)
    expect((await rowOf(psychologist.id))?.authorized).toBe(false)
  })
})
