import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { freshCouncilNumber, freshCpf } from './helpers/documents'

// The first-run checklist of the professional's home (decision 027): every tick comes from the data.

describe('the professional onboarding checklist', () => {
  let app: TestApp
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  async function newcomer(overrides: Parameters<typeof createProfessional>[1] = {}) {
    serial += 1
    const row = await createProfessional(app.database.db, { email: `novata${serial}@exemplo.com`, cpfOrCnpj: freshCpf(), crmOrCrp: freshCouncilNumber(), briefDescription: null, ...overrides })
    return { row, cookie: await logInAs(app, 'professional', row.email) }
  }
  const checklist = async (cookie: string) => (await app.inject({ url: '/api/professional-private/me/onboarding', headers: { cookie } })).json()

  it('starts with nothing done and the professional not listed', async () => {
    const { cookie } = await newcomer()
    expect(await checklist(cookie)).toEqual({ availability_published: false, profile_complete: false, link_copied: false, listed: false })
  })

  it('ticks availability (and listing) once a weekly slot exists, and unticks it when the last one is deleted', async () => {
    const { cookie } = await newcomer()
    const created = await app.inject({ method: 'POST', url: '/api/available-dates', headers: { cookie }, payload: { week_day: 2, start_time: '0900', end_time: '1200' } })
    expect(created.statusCode).toBe(201)
    expect(await checklist(cookie)).toMatchObject({ availability_published: true, listed: true })
    const slotId: string = created.json().id
    await app.inject({ method: 'DELETE', url: `/api/available-dates/${slotId}`, headers: { cookie } })
    expect(await checklist(cookie)).toMatchObject({ availability_published: false, listed: false })
  })

  it('ticks the profile when it has a photo and a description', async () => {
    const { cookie: bare } = await newcomer({ profilePhotoUrl: '/api/uploads/photos/x.png' })
    expect((await checklist(bare)).profile_complete).toBe(false)
    const { cookie } = await newcomer({ profilePhotoUrl: '/api/uploads/photos/y.png', briefDescription: 'Terapia para adultos.' })
    expect((await checklist(cookie)).profile_complete).toBe(true)
  })

  it('ticks the link once it is copied; copying again changes nothing', async () => {
    const { cookie } = await newcomer()
    const copied = await app.inject({ method: 'POST', url: '/api/professional-private/me/onboarding/link-copied', headers: { cookie } })
    expect(copied.statusCode).toBe(200)
    expect(copied.json().link_copied).toBe(true)
    expect((await app.inject({ method: 'POST', url: '/api/professional-private/me/onboarding/link-copied', headers: { cookie } })).statusCode).toBe(200)
  })

  it('is closed to a professional awaiting authorization', async () => {
    const { cookie } = await newcomer({ authorized: false })
    expect((await app.inject({ url: '/api/professional-private/me/onboarding', headers: { cookie } })).statusCode).toBe(403)
  })
})
