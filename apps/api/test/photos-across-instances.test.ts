import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client'
import { createPatient } from '../src/seed/factories'
import { importPhotoFiles } from '../src/modules/profile-photos/photo-files-import'
import type { TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { startTwoInstances, type TwoInstances } from './helpers/two-instances'
import { multipartFile, TINY_PNG } from './helpers/multipart'

// Two instances of the app on one database (helpers/two-instances.ts).
describe('photos are shared by every instance (decision 033)', () => {
  let instances: TwoInstances
  let database: Database
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    instances = await startTwoInstances()
    ;({ database, first, second } = instances)
  })
  afterAll(async () => {
    await instances?.close()
  })

  it('a photo uploaded through one instance is served by the other', async () => {
    const patient = await createPatient(database.db, { email: 'duas-instancias@exemplo.com' })
    const cookie = await logInAs(first, 'patient', patient.email)
    const body = multipartFile('photo', 'eu.png', 'image/png', TINY_PNG)
    const uploaded = await first.inject({ method: 'POST', url: `/api/user/${patient.id}/photo`, payload: body.payload, headers: { ...body.headers, cookie } })
    expect(uploaded.statusCode).toBe(200)
    const served = await second.inject({ method: 'GET', url: uploaded.json().user.profile_photo_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true)
  })

  it('photos an earlier version wrote under DATA_DIR move into the database at start, keeping their URLs', async () => {
    const folder = join(first.deps.config.dataDir, 'uploads', 'photos')
    mkdirSync(folder, { recursive: true })
    const name = '0b7a9a8e-4a55-4d2e-9d53-7c8e7d1f0a11.png'
    writeFileSync(join(folder, name), TINY_PNG)
    writeFileSync(join(folder, 'not-a-photo.txt'), 'keep me')

    expect(await importPhotoFiles(database.db, first.deps.config.dataDir, new Date('2026-11-23T12:00:00Z'))).toBe(1)
    expect(readdirSync(folder)).toEqual(['not-a-photo.txt'])
    const served = await second.inject({ method: 'GET', url: `/api/uploads/photos/${name}` })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true)
    // A second start finds nothing left to move.
    expect(await importPhotoFiles(database.db, first.deps.config.dataDir, new Date('2026-11-23T12:00:00Z'))).toBe(0)
  })
})
