import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { multipartFile, TINY_PNG } from './helpers/multipart'

describe('profile photos (multipart `photo`, images only, 2 MB)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const upload = (url: string, cookie: string | undefined, body: ReturnType<typeof multipartFile>) =>
    app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } })

  it('stores a patient photo in the database, serves it back and replaces the previous one', async () => {
    const patient = await createPatient(app.deps.db, { email: 'foto@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const first = await upload(`/api/user/${patient.id}/photo`, cookie, multipartFile('photo', 'eu.png', 'image/png', TINY_PNG))
    expect(first.statusCode).toBe(200)
    const firstUrl: string = first.json().user.profile_photo_url
    expect(firstUrl).toMatch(/^\/api\/uploads\/photos\/[0-9a-f-]{36}\.png$/)
    const served = await app.inject({ method: 'GET', url: firstUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true)

    const second = await upload(`/api/user/${patient.id}/photo`, cookie, multipartFile('photo', 'eu2.png', 'image/png', TINY_PNG))
    const secondUrl: string = second.json().user.profile_photo_url
    expect(secondUrl).not.toBe(firstUrl)
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200)
    // Nothing is written to the instance's own disk.
    expect(existsSync(join(app.deps.config.dataDir, 'uploads'))).toBe(false)
  })

  it('answers 304 to a browser that already has the photo (its name is its ETag)', async () => {
    const patient = await createPatient(app.deps.db, { email: 'etag@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const url: string = (await upload(`/api/user/${patient.id}/photo`, cookie, multipartFile('photo', 'eu.png', 'image/png', TINY_PNG))).json().user.profile_photo_url
    const first = await app.inject({ method: 'GET', url })
    expect(first.headers.etag).toBe(`"${url.split('/').pop()}"`)
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('refuses a non-image whatever its declared type, and a file over 2 MB', async () => {
    const patient = await createPatient(app.deps.db, { email: 'script@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const fake = await upload(`/api/user/${patient.id}/photo`, cookie, multipartFile('photo', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>')))
    expect(fake.statusCode).toBe(415)
    expect(fake.json()).toEqual({ message: t.photoType, code: expect.any(String) })
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 + 10)])
    const big = await upload(`/api/user/${patient.id}/photo`, cookie, multipartFile('photo', 'big.png', 'image/png', huge))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ message: t.photoTooLarge, code: expect.any(String) })
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })
    expect(me.json().user.profile_photo_url).toBeNull()
  })

  it('lets only the owner (or an admin) change a photo', async () => {
    const owner = await createPatient(app.deps.db, { email: 'dono@exemplo.com' })
    const other = await createPatient(app.deps.db, { email: 'intruso@exemplo.com' })
    const body = multipartFile('photo', 'p.png', 'image/png', TINY_PNG)
    expect((await upload(`/api/user/${owner.id}/photo`, undefined, body)).statusCode).toBe(401)
    expect((await upload(`/api/user/${owner.id}/photo`, await logInAs(app, 'patient', other.email), body)).statusCode).toBe(404)
    const professional = await createProfessional(app.deps.db, { email: 'prof.foto@exemplo.com' })
    expect((await upload(`/api/user/${owner.id}/photo`, await logInAs(app, 'professional', professional.email), body)).statusCode).toBe(403)
  })

  it('lets a professional awaiting authorization set their own photo', async () => {
    const pending = await createProfessional(app.deps.db, { email: 'aguardando@exemplo.com', authorized: false })
    const cookie = await logInAs(app, 'professional', pending.email)
    const response = await upload(`/api/professional-private/${pending.id}/photo`, cookie, multipartFile('photo', 'p.png', 'image/png', TINY_PNG))
    expect(response.statusCode).toBe(200)
    expect(response.json().professional.profile_photo_url).toMatch(/^\/api\/uploads\/photos\//)
  })

  it('serves nothing for unknown or path-traversing names', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/uploads/photos/..%2F..%2Fsecret.png' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/uploads/photos/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404)
  })
})
