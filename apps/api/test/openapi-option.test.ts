import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { createTestApp } from './helpers/app'
import { createTestDatabase } from './helpers/database'

// The OpenAPI document lists every route, the admin's included: OPENAPI_DOCS serves it, and unset it is
// on outside production and off in production (decision 065).

const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-openapi-'))
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(64) } as const

describe('OPENAPI_DOCS', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('is off by default in production and on in development and test; the variable decides when set', () => {
    expect(loadConfig(PRODUCTION, { dataDir }).openApiDocs).toBe(false)
    expect(loadConfig({ NODE_ENV: 'development' }, { dataDir }).openApiDocs).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }, { dataDir }).openApiDocs).toBe(true)
    expect(loadConfig({ ...PRODUCTION, OPENAPI_DOCS: '1' }, { dataDir }).openApiDocs).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', OPENAPI_DOCS: '0' }, { dataDir }).openApiDocs).toBe(false)
    expect(() => loadConfig({ NODE_ENV: 'development', OPENAPI_DOCS: 'sim' }, { dataDir })).toThrow()
  })

  it('an install built with production defaults answers 404 at /api/docs and /api/docs/json', async () => {
    const database = await createTestDatabase()
    const app = await createTestApp({ database, config: { openApiDocs: loadConfig(PRODUCTION, { dataDir }).openApiDocs } })
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const response = await app.inject({ url })
        expect(response.statusCode, url).toBe(404)
        expect(response.body).not.toContain('/api/admin')
      }
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('with the option on, the document is served', async () => {
    const app = await createTestApp({ config: { openApiDocs: true } })
    try {
      const response = await app.inject({ url: '/api/docs/json' })
      expect(response.statusCode).toBe(200)
      expect(response.json().paths).toHaveProperty('/api/admin/services')
    } finally {
      await app.close()
    }
  })
})
