import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/app'
import { buildWorld, type World } from './helpers/world'

// Decision 014: every admin change to a session is in the audit log, with who, what, before and after;
// the patient's own changes are not (the session's columns already say who did them).

type AuditEntry = { actor_kind: string; actor_id: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }
type OpenDay = { hours: { start_time: string; available_date_id: string }[] }

describe('audit log of admin changes to sessions', () => {
  let app: TestApp
  let world: World

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-23T12:00:00.000Z' })
    world = await buildWorld(app)
  })
  afterAll(async () => {
    await app.close()
  })

  const patch = (who: 'admin' | 'patient', path: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/session/${world.ids.session}/${path}`, headers: { cookie: world.cookies[who] }, payload })

  async function history(): Promise<AuditEntry[]> {
    const response = await app.inject({ method: 'GET', url: `/api/audit?entity=session&id=${world.ids.session}`, headers: { cookie: world.cookies.admin } })
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: AuditEntry[] }).data
  }

  it('records a reschedule, a modality change and a status change by the admin, and nothing for the patient', async () => {
    expect(await history()).toEqual([])
    expect((await patch('patient', 'modality', { is_online: false })).statusCode).toBe(200)
    expect(await history()).toEqual([])

    const open = await app.inject({ method: 'GET', url: `/api/public/available-dates/${world.ids.professional}` })
    const days = (open.json() as { professionalAvailability: { availability: OpenDay[] } }).professionalAvailability.availability
    const hour = days[2]?.hours[0]
    expect(hour).toBeDefined()
    expect((await patch('admin', 'date', { selected_date: hour?.start_time, available_date_id: hour?.available_date_id })).statusCode).toBe(200)
    expect((await patch('admin', 'modality', { is_online: true })).statusCode).toBe(200)
    expect((await patch('admin', 'status', { status: 'CANCELLED' })).statusCode).toBe(200)

    const entries = await history()
    expect(entries.map((entry) => entry.action).sort()).toEqual(['session.date.update', 'session.modality.update', 'session.status.update'])
    for (const entry of entries) expect(entry).toMatchObject({ actor_kind: 'admin' })
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]))
    expect(byAction['session.date.update']?.before).toMatchObject({ selected_date: '2026-12-02T13:00:00.000Z' })
    expect(byAction['session.date.update']?.after).toMatchObject({ selected_date: hour?.start_time })
    expect(byAction['session.modality.update']).toMatchObject({ before: { is_online: false }, after: { is_online: true } })
    expect(byAction['session.status.update']).toMatchObject({ before: { status: 'CONFIRMED' }, after: { status: 'CANCELLED' } })
  })

  it('records a booking the admin makes for a patient', async () => {
    const open = await app.inject({ method: 'GET', url: `/api/public/available-dates/${world.ids.professional}` })
    const hour = (open.json() as { professionalAvailability: { availability: OpenDay[] } }).professionalAvailability.availability[4]?.hours[1]
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: world.cookies.admin },
      payload: { professional_id: world.ids.professional, user_id: world.ids.patient, selected_date: hour?.start_time, available_date_id: hour?.available_date_id, is_online: true, type: 'DEFAULT' },
    })
    expect(booked.statusCode).toBe(201)
    const id = (booked.json() as { id: string }).id
    const response = await app.inject({ method: 'GET', url: `/api/audit?entity=session&id=${id}`, headers: { cookie: world.cookies.admin } })
    expect((response.json() as { data: AuditEntry[] }).data).toEqual([
      expect.objectContaining({ action: 'session.create', actor_kind: 'admin', before: null, after: expect.objectContaining({ status: 'CREATED', payment: 'WAITING' }) }),
    ])
  })
})
