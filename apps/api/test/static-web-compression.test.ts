import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import staticWeb from '../src/plugins/static-web'

// The web build carries .br/.gz twins of its text files (apps/web/vite-plugins/precompress.ts); the server must
// pick the one the browser accepts, keep the cache rules, and never compress per request.

const script = 'console.info("acolhe");'.repeat(200)
const page = `<!doctype html><html lang="pt-BR"><head><title>Acolhe</title></head><body>${'<div></div>'.repeat(200)}</body></html>`

let distDir: string
let app: ReturnType<typeof Fastify>

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'acolhe-static-'))
  mkdirSync(join(distDir, 'assets'))
  for (const [name, content] of [['assets/app-abc123.js', script], ['index.html', page]] as const) {
    writeFileSync(join(distDir, name), content)
    writeFileSync(join(distDir, `${name}.br`), brotliCompressSync(content))
    writeFileSync(join(distDir, `${name}.gz`), gzipSync(content))
  }
  app = Fastify()
  await app.register(staticWeb, { distDir })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('static web assets', () => {
  it('sends the brotli twin of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.rawPayload.equals(brotliCompressSync(script))).toBe(true)
  })

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.rawPayload.equals(gzipSync(script))).toBe(true)

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('answers client routes with the compressed index.html, never cached', async () => {
    const response = await app.inject({ url: '/agendamento', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.rawPayload.equals(brotliCompressSync(page))).toBe(true)
  })

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nada', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) })
  })
})
