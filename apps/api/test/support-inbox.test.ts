import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as e } from '@acolhe/shared/texts/api-errors'
import { supportTexts as s } from '@acolhe/shared/texts/support'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { auditLog, emailOutbox } from '../src/db/schema/operations'
import { createAdmin } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

const send = (app: TestApp, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/support/messages', payload })

describe("support inbox fed by 'Fale conosco'", () => {
  let app: TestApp
  let cookie: string
  let adminId: string
  beforeAll(async () => {
    app = await createTestApp()
    const admin = await createAdmin(app.deps.db, { email: 'suporte.admin@exemplo.com', firstName: 'Rita', lastName: 'Souza' })
    adminId = admin.id
    cookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })

  it('stores a visitor’s message (no email is sent to the typed address) and lists it newest first as open', async () => {
    app.clock.set('2026-11-23T12:00:00.000Z')
    const older = await send(app, { name: 'Lívia Prado', email: 'livia@exemplo.com', message: 'Como faço para remarcar uma consulta?' })
    app.clock.set('2026-11-23T13:00:00.000Z')
    const newer = await send(app, { name: '  Otávio Reis ', email: 'OTAVIO@exemplo.com', message: 'Vocês atendem por convênio médico?' })
    expect([older.statusCode, newer.statusCode]).toEqual([201, 201])
    expect(await app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'livia@exemplo.com'))).toEqual([])

    const list = await app.inject({ method: 'GET', url: '/api/support/messages', headers: { cookie } })
    expect(list.statusCode).toBe(200)
    const [first, second] = list.json().data
    expect(first).toMatchObject({ id: newer.json().id, name: 'Otávio Reis', email: 'otavio@exemplo.com', answered_at: null, answered_by: null })
    expect(second.id).toBe(older.json().id)
    expect(list.json().open).toBeGreaterThanOrEqual(2)
  })

  it('answers bad input with 400 and a Portuguese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', email: 'a@exemplo.com', message: 'Uma mensagem longa o bastante.' }, s.nameRequired],
      [{ name: 'Ana', email: 'não-é-email', message: 'Uma mensagem longa o bastante.' }, v.emailInvalid],
      [{ name: 'Ana', email: 'a@exemplo.com', message: 'curta' }, s.messageMin],
      [{ name: 'Ana', email: 'a@exemplo.com', message: 'x'.repeat(4001) }, s.messageMax],
    ]
    for (const [payload, message] of cases) {
      const response = await send(app, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
      expect(response.json().message).toBe(message)
    }
  })

  it('marks a message answered by the admin (audited), filters open/answered, and reopens it', async () => {
    app.clock.set('2026-11-24T10:00:00.000Z')
    const sent = await send(app, { name: 'Pedro Lima', email: 'pedro@exemplo.com', message: 'Não recebi o link da consulta.' })
    const id: string = sent.json().id
    app.clock.set('2026-11-24T11:30:00.000Z')
    const answered = await app.inject({ method: 'PATCH', url: `/api/support/messages/${id}`, headers: { cookie }, payload: { answered: true } })
    expect(answered.statusCode).toBe(200)
    expect(answered.json().message).toMatchObject({ id, answered_at: '2026-11-24T11:30:00.000Z', answered_by: 'Rita Souza' })

    const open = await app.inject({ method: 'GET', url: '/api/support/messages?state=open&limit=100', headers: { cookie } })
    expect(open.json().data.map((m: { id: string }) => m.id)).not.toContain(id)
    const done = await app.inject({ method: 'GET', url: '/api/support/messages?state=answered', headers: { cookie } })
    expect(done.json().data.map((m: { id: string }) => m.id)).toEqual([id])
    const indicators = await app.inject({ method: 'GET', url: '/api/dashboard/indicators', headers: { cookie } })
    expect(indicators.json().support.open).toBe(open.json().total)

    const reopened = await app.inject({ method: 'PATCH', url: `/api/support/messages/${id}`, headers: { cookie }, payload: { answered: false } })
    expect(reopened.json().message).toMatchObject({ answered_at: null, answered_by: null })
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((row) => [row.action, row.actorId]).sort()).toEqual([
      ['support.answered', adminId],
      ['support.reopened', adminId],
    ])
    const unknown = await app.inject({ method: 'PATCH', url: '/api/support/messages/00000000-0000-4000-8000-000000000000', headers: { cookie }, payload: { answered: true } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(s.messageNotFound)
    const badState = await app.inject({ method: 'GET', url: '/api/support/messages?state=lidas', headers: { cookie } })
    expect(badState.statusCode).toBe(400)
    expect(badState.json().message).toBe(s.invalidState)
  })

  it('is rate limited per email like the other public forms (429 in Portuguese)', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 2 } })
    try {
      const payload = { name: 'Insistente', email: 'insiste@exemplo.com', message: 'Mensagem repetida várias vezes.' }
      const statuses = []
      for (let i = 0; i < 3; i += 1) statuses.push((await send(limited, payload)).statusCode)
      expect(statuses).toEqual([201, 201, 429])
      const refused = await send(limited, { ...payload, email: 'outro@exemplo.com' })
      // The per-address limit counts every email from this address too.
      expect(refused.statusCode).toBe(429)
      expect(refused.json().message).toBe(e.tooManyRequests)
    } finally {
      await limited.close()
    }
  })
})
