import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { availabilitySlots } from '../src/db/schema/calendar'
import { createAvailability, createClinic, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'

describe('public directory', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
    const db = app.database.db
    const clinic = await createClinic(db)
    const jose = await createProfessional(db, { firstName: 'José', lastName: 'Araújo', professionalType: 'PSYCHOLOGIST', crmOrCrp: '06/123456', gender: 'MALE', serviceModality: 'HYBRID', clinicId: clinic.id })
    const marcia = await createProfessional(db, { firstName: 'Márcia', lastName: 'Lima', professionalType: 'PSYCHIATRIST', crmOrCrp: '123456', rqe: '45678', gender: 'FEMALE' })
    const pending = await createProfessional(db, { firstName: 'Joselito', lastName: 'Pendente', authorized: false })
    for (const professional of [jose, marcia, pending]) await createAvailability(db, professional.id, [{ weekDay: 1, startTime: '0800', endTime: '1200' }])
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT', valueCents: 30000 })
  })
  afterAll(async () => {
    await app.close()
  })

  it('finds "jose" in José, case- and accent-insensitively, and never lists unauthorized professionals', async () => {
    const res = await app.inject({ url: '/api/professional?search=JOSE' })
    expect(res.statusCode).toBe(200)
    expect(res.json().professionals.map((p: { first_name: string }) => p.first_name)).toEqual(['José'])
    expect((await app.inject({ url: '/api/professional?search=araujo' })).json().total).toBe(1)
  })

  it('filters by type, pages, shows each council’s credential (CRP with UF; CRM/UF and RQE), no rating, and hides private fields', async () => {
    const res = await app.inject({ url: '/api/professional?professional_type=PSYCHIATRIST&page=1&limit=4' })
    const [p] = res.json().professionals
    expect(res.json().total).toBe(1)
    expect(p.registration_label).toBe('Médica psiquiatra · CRM/SP 123456 · RQE 45678')
    expect(p.credential).toEqual({ title: 'Médica psiquiatra', registration: 'CRM/SP 123456', specialty: 'RQE 45678', course: null, not_specialist: null, company: null })
    expect(p).not.toHaveProperty('email')
    expect(p).not.toHaveProperty('cpf_or_cnpj')
    // No ratings, reviews or testimonials for anyone (decision 096).
    for (const key of Object.keys(p)) expect(key).not.toMatch(/rating|review|stars|testimon/)
    const jose = (await app.inject({ url: '/api/professional?search=jose' })).json().professionals[0]
    expect(jose.registration_label).toBe('Psicólogo · CRP 06/123456 (SP)')
    expect(jose.clinic).not.toBeNull()
    expect((await app.inject({ url: '/api/professional?page=2&limit=1' })).json().professionals).toHaveLength(1)
  })

  it('lists an authorized professional only once they publish availability (a deleted slot does not count); their own page opens before', async () => {
    const db = app.database.db
    const newcomer = await createProfessional(db, { firstName: 'Zuleica', lastName: 'Recente', professionalType: 'PSYCHOLOGIST' })
    const search = async () => (await app.inject({ url: '/api/professional?search=zuleica' })).json().professionals.map((p: { id: string }) => p.id)
    expect(await search()).toEqual([])
    expect((await app.inject({ url: `/api/professional/${newcomer.id}` })).statusCode).toBe(200)

    const [slot] = await createAvailability(db, newcomer.id, [{ weekDay: 3, startTime: '1400', endTime: '1800' }])
    expect(await search()).toEqual([newcomer.id])

    await db.update(availabilitySlots).set({ deletedAt: new Date() }).where(eq(availabilitySlots.id, slot!.id))
    expect(await search()).toEqual([])
  })

  it('keeps who has weekly hours through every way a slot changes: a row deleted, a slot moved to someone else, a deletion mark set and cleared', async () => {
    const db = app.database.db
    const first = await createProfessional(db, { firstName: 'Yolanda', lastName: 'Primeira' })
    const second = await createProfessional(db, { firstName: 'Yolanda', lastName: 'Segunda' })
    const listed = async () => ((await app.inject({ url: '/api/professional?search=yolanda' })).json().professionals as { last_name: string }[]).map((p) => p.last_name)
    const [slot] = await createAvailability(db, first.id, [{ weekDay: 2, startTime: '0900', endTime: '1000' }])
    await createAvailability(db, first.id, [{ weekDay: 4, startTime: '0900', endTime: '1000' }])
    expect(await listed()).toEqual(['Primeira'])

    // One of two slots moved away: both have one.
    await db.update(availabilitySlots).set({ professionalId: second.id }).where(eq(availabilitySlots.id, slot!.id))
    expect(await listed()).toEqual(['Primeira', 'Segunda'])
    // The other removed outright (not soft-deleted): the first has none left.
    await db.delete(availabilitySlots).where(eq(availabilitySlots.professionalId, first.id))
    expect(await listed()).toEqual(['Segunda'])
    // Restored by clearing its deletion mark.
    const [again] = await createAvailability(db, first.id, [{ weekDay: 5, startTime: '0900', endTime: '1000' }])
    await db.update(availabilitySlots).set({ deletedAt: new Date() }).where(eq(availabilitySlots.id, again!.id))
    expect(await listed()).toEqual(['Segunda'])
    await db.update(availabilitySlots).set({ deletedAt: null }).where(eq(availabilitySlots.id, again!.id))
    expect(await listed()).toEqual(['Primeira', 'Segunda'])
  })

  it('serves the price list by professional type', async () => {
    const res = await app.inject({ url: '/api/services/by-professional-type/PSYCHIATRIST' })
    expect(res.json().services[0]).toMatchObject({ session_type: 'DEFAULT', value_cents: 30000 })
    const bad = await app.inject({ url: '/api/services/by-professional-type/DENTIST' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Tipo de profissional inválido.')
  })

  it('answers 404 in Portuguese for an unknown or unauthorized professional', async () => {
    const res = await app.inject({ url: '/api/professional/00000000-0000-4000-8000-000000000000' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Profissional não encontrado.')
    expect((await app.inject({ url: '/api/professional?limit=abc' })).statusCode).toBe(400)
  })
})
