import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/app'

describe('GET /api/health', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers ok when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('is ready until a shutdown begins, then answers 503 with a Portuguese message', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    app.readiness.draining = true
    try {
      const draining = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(draining.statusCode).toBe(503)
      expect(draining.json()).toEqual({ message: 'Servidor em manutenção. Tente novamente em instantes.', code: 'SERVICE_UNAVAILABLE' })
      // Liveness stays ok: the process is healthy, it is only leaving the pool.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      app.readiness.draining = false
    }
  })

  it('answers unknown API paths with a Portuguese 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Recurso não encontrado.')
  })

  it('describes the API in OpenAPI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths).toHaveProperty('/api/health')
  })
})
