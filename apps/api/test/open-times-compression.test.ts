import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip } from '../src/lib/send-serialized-json'
import { createAvailability, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { createTestDatabase } from './helpers/database'

// Eight weeks of open hours are tens to hundreds of KB of JSON: a browser that takes gzip gets them
// gzipped (the same bytes again from the cache), any other client the plain JSON.

const NOW = '2026-11-23T12:00:00.000Z' // Monday 09:00 in Brasília

let app: TestApp
let professionalId = ''

beforeAll(async () => {
  app = await createTestApp({ database: await createTestDatabase(), now: NOW })
  const db = app.database.db
  await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
  const professional = await createProfessional(db, { professionalType: 'PSYCHOLOGIST' })
  await createAvailability(db, professional.id, [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' })))
  professionalId = professional.id
})
// The app was given its database, so closing the app leaves the database open: it is dropped here.
afterAll(async () => {
  await app.close()
  await app.database.close()
})

const ask = (acceptEncoding?: string) =>
  app.inject({ url: `/api/public/available-dates/${professionalId}`, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

describe('open times over the wire', () => {
  it('sends the answer gzipped to a client that takes gzip, and the plain JSON to one that does not', async () => {
    const plain = await ask()
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['vary']).toMatch(/accept-encoding/i)
    expect(JSON.parse(plain.body)).toHaveProperty('professionalAvailability.availability')

    for (const header of ['gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', '*']) {
      const zipped = await ask(header)
      expect(zipped.statusCode).toBe(200)
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body)
    }

    const refused = await ask('gzip;q=0, identity')
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toBe(plain.body)
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*;q=0.1')).toBe(true)
    expect(acceptsGzip(['br', 'gzip'])).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0.000')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip('x-gzip-like')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('')).toBe(false)
  })
})
