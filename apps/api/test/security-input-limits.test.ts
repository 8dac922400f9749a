import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { createAdmin, createFaq, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { multipartFile, TINY_PNG } from './helpers/multipart'

/** Sends raw bytes to a listening server and returns everything it answers before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error)))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

describe('input the database or the parser cannot take answers a Portuguese 4xx', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('refuses a NUL byte in every search parameter with 400', async () => {
    const admin = await createAdmin(app.deps.db, { email: 'nul.admin@exemplo.com' })
    const cookie = await logInAs(app, 'admin', admin.email)
    const urls = [
      '/api/professional?search=a%00b',
      '/api/clinic?search=%00',
      '/api/session?search=%00',
      '/api/user?search=%00',
      '/api/professional-private/all?search=%00',
      '/api/dev/mailbox?to=%00',
    ]
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual({ message: t.nulCharacter, code: expect.any(String) })
    }
  })

  it('refuses a NUL byte in free-text fields (biography, FAQ question, unavailability reason)', async () => {
    const admin = await createAdmin(app.deps.db, { email: 'nul.admin2@exemplo.com' })
    const adminCookie = await logInAs(app, 'admin', admin.email)
    const professional = await createProfessional(app.deps.db, { email: 'nul.pro@exemplo.com' })
    const proCookie = await logInAs(app, 'professional', professional.email)
    const faq = await createFaq(app.deps.db)

    const attempts = [
      { method: 'PATCH' as const, url: `/api/professional-private/${professional.id}`, cookie: proCookie, payload: { biography: 'Atendo adultos\u0000 e casais.' } },
      { method: 'POST' as const, url: '/api/questions', cookie: adminCookie, payload: { question: 'Como funciona\u0000 o atendimento?', answer: 'Resposta longa o bastante.', priority: 1 } },
      { method: 'PATCH' as const, url: `/api/questions/${faq.id}`, cookie: adminCookie, payload: { question: 'Pergunta\u0000 alterada?' } },
      {
        method: 'POST' as const,
        url: '/api/professional-unavailability',
        cookie: proCookie,
        payload: { type: 'CONFERENCE', start_date: '2026-12-01', end_date: '2026-12-02', reason: 'Férias\u0000' },
      },
    ]
    for (const attempt of attempts) {
      const response = await app.inject({ method: attempt.method, url: attempt.url, headers: { cookie: attempt.cookie }, payload: attempt.payload })
      expect(response.statusCode, attempt.url).toBe(400)
      expect(response.json(), attempt.url).toEqual({ message: t.nulCharacter, code: expect.any(String) })
    }
  })

  it('answers 400 to a multipart body cut before its end', async () => {
    const patient = await createPatient(app.deps.db, { email: 'corte@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const body = multipartFile('photo', 'eu.png', 'image/png', TINY_PNG)
    const response = await app.inject({
      method: 'POST',
      url: `/api/user/${patient.id}/photo`,
      payload: body.payload.subarray(0, body.payload.length - 20),
      headers: { ...body.headers, cookie },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: t.multipartBroken, code: expect.any(String) })
  })

  it('answers 413 to a 3 MB photo over a real connection and keeps the profile without a photo', async () => {
    const patient = await createPatient(app.deps.db, { email: 'tres.mega@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const body = multipartFile('photo', 'grande.png', 'image/png', Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]))
    // The file's one app listens once, whichever of its tests that need a real connection runs first.
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
    const listening = app.server.address()
    if (!listening || typeof listening === 'string') throw new Error('the app is not listening on a port')
    const response = await fetch(`http://127.0.0.1:${listening.port}/api/user/${patient.id}/photo`, { method: 'POST', body: body.payload, headers: { ...body.headers, cookie } })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: t.photoTooLarge, code: expect.any(String) })
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })
    expect(me.json().user.profile_photo_url).toBeNull()
  })

  it('answers an over-long URL, refused by the HTTP parser before routing, in Portuguese', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const answer = await rawRequest(port, `GET /api/professional?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    const [head = '', body = ''] = answer.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(body)).toEqual({ message: t.requestHeadersTooLarge, code: expect.any(String) })
  })
})
