import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The admin's 'Consultas' search (/admin/consultas): the patient's or the professional's name, accents and
// case ignored, with the total counting exactly what the pages hold.
describe('GET /session?search (admin)', () => {
  let app: TestApp
  let adminCookie: string
  const ids = { simoes: [] as string[], araujo: [] as string[] }

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-20T12:00:00.000Z' })
    const db = app.database.db
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const simoes = await createProfessional(db, { firstName: 'Conceição', lastName: 'Simões' })
    const mendes = await createProfessional(db, { firstName: 'Carla', lastName: 'Mendes' })
    const araujo = await createPatient(db, { firstName: 'João', lastName: 'Araújo' })
    const souza = await createPatient(db, { firstName: 'Ana', lastName: 'Souza' })
    const book = async (userId: string, professionalId: string, day: number) =>
      (await createSession(db, { userId, professionalId, serviceId: service.id, selectedDate: new Date(`2026-12-${String(day).padStart(2, '0')}T13:00:00Z`) })).id
    ids.simoes.push(await book(souza.id, simoes.id, 1), await book(araujo.id, simoes.id, 2))
    ids.araujo.push(ids.simoes[1] ?? '', await book(araujo.id, mendes.id, 3))
    await book(souza.id, mendes.id, 4)
    await createAdmin(db, { email: 'admin@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  const search = async (term: string) => {
    const res = await app.inject({ url: `/api/session?search=${encodeURIComponent(term)}&limit=5`, headers: { cookie: adminCookie } })
    expect(res.statusCode).toBe(200)
    const body: { data: { id: string }[]; total: number } = res.json()
    expect(body.total).toBe(body.data.length)
    return body.data.map((session) => session.id).sort()
  }

  it("finds the professional's sessions without accents and in any case", async () => {
    expect(await search('SIMOES')).toEqual([...ids.simoes].sort())
    expect(await search('conceicao sim')).toEqual([...ids.simoes].sort())
  })

  it("finds the patient's sessions, accents typed or not", async () => {
    expect(await search('araujo')).toEqual([...ids.araujo].sort())
    expect(await search('João Araújo')).toEqual([...ids.araujo].sort())
  })

  it('answers an empty page for a name nobody has, and treats LIKE wildcards as text', async () => {
    expect(await search('Zuleica')).toEqual([])
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search('\\')).toEqual([])
  })
})
