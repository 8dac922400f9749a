import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unavailabilities } from '../src/db/schema/calendar'
import { createAdmin, createAvailability, createClinic, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookAs } from './helpers/booking'

// Finding a professional (decision 043): filters, sorts, own and social prices, the next free hour.
// Clock: Monday 2026-11-23 06:00 in Brasília (09:00Z); bookable from 07:00 (lead time of one hour).

const NOW = '2026-11-23T09:00:00.000Z'
type Card = { id: string; first_name: string; next_free_hour: string | null; price: { price_cents: number } | null; social_price: { price_cents: number } | null; approaches: { name: string }[]; themes: { name: string }[] }
type Term = { id: string; kind: string; name: string; active: boolean }

describe('finding a professional: filters, sorts, prices and the next free hour', () => {
  let app: TestApp
  let admin: string
  const ids = { ana: '', bruno: '', carla: '' }
  const cookies = { ana: '', carla: '' }
  const terms = new Map<string, string>()
  let socialSlotId = ''

  const list = async (query: string): Promise<{ professionals: Card[]; total: number }> => {
    const res = await app.inject({ url: `/api/professional?limit=50&${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const names = async (query: string) => (await list(query)).professionals.map((p) => p.first_name)
  const practice = (cookie: string, id: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: `/api/professional-private/${id}/practice`,
      headers: { cookie },
      payload: { term_ids: [], languages: ['PT'], gender: null, pronouns: null, own_value_cents: null, social_value_cents: null, social_slot_ids: [], ...body },
    })

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    await createAdmin(db, { email: 'admin@exemplo.com' })
    admin = await logInAs(app, 'admin', 'admin@exemplo.com')
    const bounds = await app.inject({ method: 'PUT', url: `/api/admin/services/${service.id}/bounds`, headers: { cookie: admin }, payload: { value_cents: 15000, min_value_cents: 10000, max_value_cents: 30000 } })
    expect(bounds.statusCode, bounds.body).toBe(200)
    for (const term of (await app.inject({ url: '/api/practice-terms' })).json().terms as Term[]) terms.set(term.name, term.id)

    const clinic = await createClinic(db)
    const ana = await createProfessional(db, { firstName: 'Ana', lastName: 'Souza', email: 'ana@exemplo.com' })
    const bruno = await createProfessional(db, { firstName: 'Bruno', lastName: 'Reis', serviceModality: 'HYBRID', clinicId: clinic.id })
    const carla = await createProfessional(db, { firstName: 'Carla', lastName: 'Dias', email: 'carla@exemplo.com' })
    Object.assign(ids, { ana: ana.id, bruno: bruno.id, carla: carla.id })
    await createAvailability(db, ana.id, [{ weekDay: 2, startTime: '0800', endTime: '1000' }]) // Tuesdays 08–10
    await createAvailability(db, bruno.id, [{ weekDay: 1, startTime: '0800', endTime: '1200' }]) // Mondays 08–12
    const [social] = await createAvailability(db, carla.id, [
      { weekDay: 3, startTime: '1400', endTime: '1600' },
      { weekDay: 3, startTime: '1600', endTime: '1800' },
    ])
    socialSlotId = social!.id
    // Bruno's first hour today is taken; Carla is away until next Wednesday morning.
    const patient = await createPatient(db, { isComplete: true })
    await createSession(db, { userId: patient.id, professionalId: bruno.id, serviceId: service.id, selectedDate: new Date('2026-11-23T11:00:00.000Z') })
    await db.insert(unavailabilities).values({ professionalId: carla.id, type: 'VACATION', startDate: new Date(NOW), endDate: new Date('2026-12-02T12:00:00.000Z') })

    cookies.ana = await logInAs(app, 'professional', 'ana@exemplo.com')
    cookies.carla = await logInAs(app, 'professional', 'carla@exemplo.com')
    const tcc = terms.get('TCC (Terapia Cognitivo-Comportamental)')!
    expect((await practice(cookies.ana, ana.id, { term_ids: [tcc, terms.get('Ansiedade')!], languages: ['PT', 'EN'], own_value_cents: 20000 })).statusCode).toBe(200)
    expect((await practice(admin, bruno.id, { term_ids: [terms.get('Psicanálise')!, terms.get('Luto')!] })).statusCode).toBe(200)
    const saved = await practice(cookies.carla, carla.id, { term_ids: [tcc], own_value_cents: 12000, social_value_cents: 10000, social_slot_ids: [socialSlotId] })
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(async () => {
    await app.close()
  })

  it('filters by approach, theme, language and modality, and shows the terms on the card', async () => {
    expect(await names(`approach=${terms.get('TCC (Terapia Cognitivo-Comportamental)')}`)).toEqual(['Ana', 'Carla'])
    expect(await names(`theme=${terms.get('Ansiedade')}`)).toEqual(['Ana'])
    expect(await names(`approach=${terms.get('Psicanálise')}&theme=${terms.get('Ansiedade')}`)).toEqual([])
    expect(await names('language=EN')).toEqual(['Ana'])
    expect(await names('modality=IN_PERSON')).toEqual(['Bruno'])
    expect(await names('modality=ONLINE')).toEqual(['Ana', 'Bruno', 'Carla'])
    const [ana] = (await list('language=EN')).professionals
    expect(ana!.approaches.map((a) => a.name)).toEqual(['TCC (Terapia Cognitivo-Comportamental)'])
    expect(ana!.themes.map((a) => a.name)).toEqual(['Ansiedade'])
    expect((await app.inject({ url: '/api/professional?language=KLINGON' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/professional?approach=abc' })).statusCode).toBe(400)
  })

  it('filters by what the patient pays (own value + R$ 5,00) and sorts by price or by the next free hour', async () => {
    expect(await names('max_price=17500')).toEqual(['Bruno', 'Carla'])
    expect(await names('min_price=20500')).toEqual(['Ana'])
    expect(await names('min_price=15500&max_price=15500')).toEqual(['Bruno'])
    expect(await names('sort=price')).toEqual(['Carla', 'Bruno', 'Ana'])
    expect(await names('sort=next_hour')).toEqual(['Bruno', 'Ana', 'Carla'])
    const second = await app.inject({ url: '/api/professional?sort=next_hour&limit=1&page=2' })
    expect(second.json().professionals.map((p: Card) => p.first_name)).toEqual(['Ana'])
    const prices = Object.fromEntries((await list('')).professionals.map((p) => [p.first_name, [p.price?.price_cents, p.social_price?.price_cents ?? null]]))
    expect(prices).toEqual({ Ana: [20500, null], Bruno: [15500, null], Carla: [12500, 10500] })
    expect((await app.inject({ url: '/api/professional?sort=random' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/professional?max_price=-1' })).statusCode).toBe(400)
  })

  it("'tem horário nesta semana' keeps those with a free hour in the next 7 days", async () => {
    const res = await list('this_week=true')
    expect(res.professionals.map((p) => p.first_name)).toEqual(['Ana', 'Bruno'])
    expect(res.total).toBe(2)
  })

  it('the next free hour on each card is the first hour of the open-times answer', async () => {
    const cards = (await list('')).professionals
    for (const card of cards) {
      const open = (await app.inject({ url: `/api/public/available-dates/${card.id}` })).json()
      const first = open.professionalAvailability.availability[0]?.hours[0]?.start_time ?? null
      expect(card.next_free_hour, card.first_name).toBe(first)
    }
    expect(Object.fromEntries(cards.map((c) => [c.first_name, c.next_free_hour]))).toEqual({
      Ana: '2026-11-24T11:00:00.000Z',
      Bruno: '2026-11-23T12:00:00.000Z',
      Carla: '2026-12-02T17:00:00.000Z',
    })
    expect((await app.inject({ url: `/api/professional/${ids.bruno}` })).json().next_free_hour).toBe('2026-11-23T12:00:00.000Z')
  })

  it("social-rate hours cost the professional's 'valor social'; the others their own value", async () => {
    const open = (await app.inject({ url: `/api/public/available-dates/${ids.carla}` })).json().professionalAvailability
    expect(open.price.price_cents).toBe(12500)
    const [day] = open.availability
    expect(day.hours.map((h: { price: { price_cents: number }; social_rate: boolean }) => [h.price.price_cents, h.social_rate])).toEqual([
      [10500, true],
      [10500, true],
      [12500, false],
      [12500, false],
    ])
  })

  it('refuses own values outside the admin range and a social value not lower, with codes', async () => {
    const high = await practice(cookies.ana, ids.ana, { own_value_cents: 40000 })
    expect(high.statusCode).toBe(422)
    expect(high.json()).toMatchObject({ code: 'PRICE_OUT_OF_BOUNDS', message: 'O valor deve ficar entre R$ 100,00 e R$ 300,00.' })
    const social = await practice(cookies.ana, ids.ana, { own_value_cents: 20000, social_value_cents: 20000 })
    expect(social.json().code).toBe('SOCIAL_PRICE_INVALID')
    const belowMin = await practice(cookies.ana, ids.ana, { own_value_cents: 20000, social_value_cents: 5000 })
    expect(belowMin.json().code).toBe('SOCIAL_PRICE_INVALID')
    expect((await practice(cookies.ana, ids.ana, { own_value_cents: -1 })).statusCode).toBe(400)
    expect((await practice(cookies.ana, ids.carla, {})).statusCode).toBe(404)
    const services = (await app.inject({ url: '/api/admin/services', headers: { cookie: admin } })).json().services as { id: string; session_type: string }[]
    const bad = await app.inject({ method: 'PUT', url: `/api/admin/services/${services[0]!.id}/bounds`, headers: { cookie: admin }, payload: { value_cents: 15000, min_value_cents: 16000, max_value_cents: 30000 } })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().code).toBe('PRICE_BOUNDS_INVALID')
    // Nothing changed.
    expect((await app.inject({ url: `/api/professional-private/${ids.ana}/practice`, headers: { cookie: cookies.ana } })).json()).toMatchObject({ own_value_cents: 20000, effective_value_cents: 20000, languages: ['PT', 'EN'] })
  })

  it('a booking stores the price of that professional at that hour; a later change does not touch it', async () => {
    const db = app.database.db
    await createPatient(db, { email: 'paciente@exemplo.com', isComplete: true })
    const patient = await logInAs(app, 'patient', 'paciente@exemplo.com')
    const booked = await bookAs(app, patient, { professional_id: ids.ana, selected_date: '2026-11-24T11:00:00.000Z' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json()).toMatchObject({ service_value_cents: 20000, operating_cost_cents: 500, price_cents: 20500 })
    const social = await bookAs(app, patient, { professional_id: ids.carla, selected_date: '2026-12-02T17:00:00.000Z' })
    expect(social.json()).toMatchObject({ service_value_cents: 10000, price_cents: 10500 })

    const tcc = terms.get('TCC (Terapia Cognitivo-Comportamental)')!
    expect((await practice(cookies.ana, ids.ana, { term_ids: [tcc, terms.get('Ansiedade')!], languages: ['PT', 'EN'], own_value_cents: 25000 })).statusCode).toBe(200)
    const again = await app.inject({ url: `/api/session/${booked.json().id}`, headers: { cookie: patient } })
    expect(again.json().price_cents).toBe(20500)
    expect((await list('language=EN')).professionals[0]!.price!.price_cents).toBe(25500)
  })

  it('a narrower admin range clamps own values; returns stay at the admin value', async () => {
    const services = (await app.inject({ url: '/api/admin/services', headers: { cookie: admin } })).json().services as { id: string; session_type: string }[]
    const id = services.find((s) => s.session_type === 'DEFAULT')!.id
    const res = await app.inject({ method: 'PUT', url: `/api/admin/services/${id}/bounds`, headers: { cookie: admin }, payload: { value_cents: 15000, min_value_cents: 11000, max_value_cents: 22000 } })
    expect(res.statusCode).toBe(200)
    const prices = Object.fromEntries((await list('')).professionals.map((p) => [p.first_name, [p.price?.price_cents, p.social_price?.price_cents ?? null]]))
    expect(prices).toEqual({ Ana: [22500, null], Bruno: [15500, null], Carla: [12500, 11500] })
  })

  it('the admin adds, renames and deactivates terms; a deactivated one is neither offered nor shown', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/admin/practice-terms', headers: { cookie: admin }, payload: { kind: 'THEME', name: 'Maternidade' } })
    expect(created.statusCode).toBe(201)
    const dup = await app.inject({ method: 'POST', url: '/api/admin/practice-terms', headers: { cookie: admin }, payload: { kind: 'THEME', name: 'maternidade' } })
    expect(dup.statusCode).toBe(409)
    const id = terms.get('Ansiedade')!
    const renamed = await app.inject({ method: 'PATCH', url: `/api/admin/practice-terms/${id}`, headers: { cookie: admin }, payload: { name: 'Ansiedade e pânico' } })
    expect(renamed.json().term.name).toBe('Ansiedade e pânico')
    expect((await list('language=EN')).professionals[0]!.themes.map((t) => t.name)).toEqual(['Ansiedade e pânico'])
    await app.inject({ method: 'PATCH', url: `/api/admin/practice-terms/${id}`, headers: { cookie: admin }, payload: { active: false } })
    const publicTerms = (await app.inject({ url: '/api/practice-terms' })).json().terms as Term[]
    expect(publicTerms.some((t) => t.id === id)).toBe(false)
    expect((await app.inject({ url: '/api/admin/practice-terms', headers: { cookie: admin } })).json().terms.some((t: Term) => t.id === id && !t.active)).toBe(true)
    expect((await list('language=EN')).professionals[0]!.themes).toEqual([])
    expect((await app.inject({ method: 'POST', url: '/api/admin/practice-terms', headers: { cookie: cookies.ana }, payload: { kind: 'THEME', name: 'X' } })).statusCode).toBe(403)
  })
})
