import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presentationRefusal } from '@acolhe/shared/council/presentation-rules'
import { councilSources } from '@acolhe/shared/texts/council'
import { professionals } from '../src/db/schema/people'
import { createAdmin, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Saving a presentation runs the council rules of the profession (decision 096): a psychologist may not
// use the price as an argument, a psychiatrist may; the refusal is a 422 naming the words and the norm.

describe('the presentation check when a profile is saved', () => {
  let app: TestApp
  let admin: string
  let serial = 0
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.database.db, { email: 'adm.apresentacao@exemplo.com' })
    admin = await logInAs(app, 'admin', 'adm.apresentacao@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  async function professional(options: Parameters<typeof createProfessional>[1] = {}) {
    serial += 1
    const row = await createProfessional(app.database.db, { email: `apresentacao${serial}@exemplo.com`, ...options })
    return { id: row.id, cookie: await logInAs(app, 'professional', row.email) }
  }
  const edit = (id: string, payload: Record<string, unknown>, cookie: string) =>
    app.inject({ method: 'PATCH', url: `/api/professional-private/${id}`, payload, headers: { cookie } })
  const descriptionOf = async (id: string) => (await app.database.db.select().from(professionals).where(eq(professionals.id, id)))[0]?.briefDescription

  it('refuses a psychologist’s price argument with the norm, and keeps the stored text', async () => {
    const psychologist = await professional({ briefDescription: 'Atendo adultos.' })
    const text = 'Sessões com desconto e preço acessível.'
    const refused = await edit(psychologist.id, { brief_description: text }, psychologist.cookie)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(presentationRefusal('PSYCHOLOGIST', text))
    expect(refused.json().message).toContain(councilSources.cepp20d)
    expect(await descriptionOf(psychologist.id)).toBe('Atendo adultos.')

    const allowed = await edit(psychologist.id, { brief_description: 'Atendo adultos; terapia cognitivo-comportamental.' }, psychologist.cookie)
    expect(allowed.statusCode).toBe(200)
    expect(await descriptionOf(psychologist.id)).toBe('Atendo adultos; terapia cognitivo-comportamental.')
  })

  it('lets a psychiatrist mention a discount, and refuses them a promise of cure', async () => {
    const psychiatrist = await professional({ professionalType: 'PSYCHIATRIST', rqe: '12345' })
    expect((await edit(psychiatrist.id, { brief_description: 'Retorno com desconto em até 30 dias.' }, psychiatrist.cookie)).statusCode).toBe(200)
    const refused = await edit(psychiatrist.id, { brief_description: 'Cura garantida da insônia.' }, psychiatrist.cookie)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toContain(councilSources.cfm2336art11)
  })

  it('does not block an unrelated edit over a presentation saved before the rules, but judges it when the admin changes the profession', async () => {
    const psychiatrist = await professional({ professionalType: 'PSYCHIATRIST', rqe: '12345', briefDescription: 'Consultas com desconto.' })
    // The form sends every field, the unchanged presentation included.
    expect((await edit(psychiatrist.id, { first_name: 'Otávio', brief_description: 'Consultas com desconto.' }, psychiatrist.cookie)).statusCode).toBe(200)
    const retyped = await edit(psychiatrist.id, { professional_type: 'PSYCHOLOGIST', rqe: null }, admin)
    expect(retyped.statusCode).toBe(422)
    expect(retyped.json().message).toContain(councilSources.cepp20d)
  })

  it('checks the presentation of a registration', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/professional-private',
      payload: {
        first_name: 'Lia',
        last_name: 'Souza',
        email: 'lia.apresentacao@exemplo.com',
        birthday: '1990-04-02',
        password: 'Senha123!',
        terms_accepted: true,
        professional_type: 'PSYCHOLOGIST',
        cpf_or_cnpj: '52998224725',
        crm_or_crp: '06/998877',
        document_state: 'SP',
        lattes_url: 'http://lattes.cnpq.br/1234567890123456',
        phone_number: '(11) 98888-7777',
        brief_description: 'A melhor psicóloga da cidade.',
        service_modality: 'FULL_REMOTE',
      },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toContain(councilSources.cepp20f)
  })
})
