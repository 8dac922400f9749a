import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import staticWeb from '../src/plugins/static-web'

// Decision 116: booking step 2 opened by its address is rendered per request. The server answers the
// page's first reads itself, as it would answer the browser (the same cookie, the visitor's address), and
// hands the answers to the web build's server bundle, which renders the page; a page it cannot render is
// the app shell. The bundle here is a stand-in that keeps the contract (packages/shared/src/page-rendering.ts)
// and shows what it was given.

const shell = '<!doctype html><html><body><div id="root"></div></body></html>'
const stepTwoShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/booking.js"></head><body><div id="root"></div></body></html>'
const template = '<!doctype html><html><head><template id="app-code"></template></head><body><div id="root"></div></body></html>'

const bundle = `
const reads = ['/api/user/me', '/api/professional/p1', '/api/public/available-dates/p1?include_availability=true', '/api/visitor-address']
export const firstReadsOf = (url) => (url.startsWith('/agendamento?d=') ? reads : [])
export const renderPage = async (url, answers, template) => {
  if (url.endsWith('d=boom')) throw new Error('render failed')
  if (answers.some((answer) => answer.address.startsWith('/api/professional/') && answer.status !== 200)) return null
  return template.replace('<div id="root"></div>', () => '<div id="root">' + JSON.stringify({ url, answers }) + '</div>')
}
`

const dirs: string[] = []
let openHoursOfTheFirstDay = ['09:00', '10:00']
async function serve({ withBundle = true, professionalFound = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'acolhe-rendered-'))
  dirs.push(root)
  const distDir = join(root, 'dist')
  mkdirSync(distDir)
  const files = {
    'index.html': shell,
    'agendamento.html': '<!doctype html><html><body><div id="root"><h1>Agende</h1></div></body></html>',
    'agendamento-app.html': stepTwoShell,
    'agendamento-rendered.html': template,
    'prerendered.json': JSON.stringify({ '/agendamento': 'agendamento.html' }),
    'app-shells.json': JSON.stringify({ '/agendamento': 'agendamento-app.html' }),
    'rendered-pages.json': JSON.stringify({ '/agendamento': 'agendamento-rendered.html' }),
  }
  for (const [name, content] of Object.entries(files)) writeFileSync(join(distDir, name), content)
  if (withBundle) {
    mkdirSync(join(root, 'dist-server'))
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), bundle)
  }
  const app = Fastify()
  // The API's routes the reads reach, answering as the real ones do for a cookie or its absence.
  app.get('/api/user/me', (request, reply) =>
    request.headers.cookie === 'acolhe_session=ok' ? { user: { first_name: 'Juliana' } } : reply.status(401).send({ message: 'Não autenticado.' }),
  )
  app.get('/api/professional/p1', (_request, reply) => (professionalFound ? { first_name: 'Marina' } : reply.status(404).send({ message: 'Profissional não encontrado.' })))
  app.get('/api/public/available-dates/p1', () => ({ availability: Array.from({ length: 400 }, (_, day) => ({ day, hours: day === 0 ? openHoursOfTheFirstDay : ['09:00', '10:00'] })) }))
  app.get('/api/visitor-address', (request) => ({ ip: request.ip }))
  await app.register(staticWeb, { distDir })
  await app.ready()
  return app
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Rendered = { url: string; answers: { address: string; status: number; body: string }[] }
function renderedFrom(html: string): Rendered {
  const root = /<div id="root">(.*)<\/div><\/body>/.exec(html)?.[1]
  if (root === undefined) throw new Error(`not a rendered page: ${html.slice(0, 200)}`)
  return JSON.parse(root) as Rendered
}

describe('pages rendered per request', () => {
  it("renders booking step 2 from its first reads, answered as the person's own browser would be", async () => {
    const app = await serve()
    const page = await app.inject({ url: '/agendamento?d=step2', headers: { cookie: 'acolhe_session=ok' }, remoteAddress: '203.0.113.9' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    // Personal (who is logged in), so never stored by a cache.
    expect(page.headers['cache-control']).toBe('no-store')
    const { url, answers } = renderedFrom(page.body)
    expect(url).toBe('/agendamento?d=step2')
    expect(answers.map(({ address, status }) => [address, status])).toEqual([
      ['/api/user/me', 200],
      ['/api/professional/p1', 200],
      ['/api/public/available-dates/p1?include_availability=true', 200],
      ['/api/visitor-address', 200],
    ])
    expect(JSON.parse(answers[0]?.body ?? '')).toEqual({ user: { first_name: 'Juliana' } })
    // The reads count against the visitor's address (rate limits), not the server's own.
    expect(JSON.parse(answers[3]?.body ?? '')).toEqual({ ip: '203.0.113.9' })
    await app.close()
  })

  it('answers a visitor\'s "who is logged in" with the 401 the browser would get', async () => {
    const app = await serve()
    const { answers } = renderedFrom((await app.inject({ url: '/agendamento?d=step2' })).body)
    expect(answers[0]).toMatchObject({ address: '/api/user/me', status: 401 })
    await app.close()
  })

  it('sends the page gzipped to a browser that takes gzip', async () => {
    const app = await serve()
    const plain = await app.inject({ url: '/agendamento?d=step2' })
    const zipped = await app.inject({ url: '/agendamento?d=step2', headers: { 'accept-encoding': 'gzip, br' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('accept-encoding')
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body)
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 4)
    await app.close()
  })

  it('shows an hour booked meanwhile: a page is reused only for the very answers it was rendered from', async () => {
    const app = await serve()
    openHoursOfTheFirstDay = ['09:00', '10:00']
    const before = (await app.inject({ url: '/agendamento?d=step2' })).body
    expect((await app.inject({ url: '/agendamento?d=step2' })).body).toBe(before)
    openHoursOfTheFirstDay = ['10:00']
    const after = (await app.inject({ url: '/agendamento?d=step2' })).body
    expect(after).not.toBe(before)
    expect(JSON.parse(renderedFrom(after).answers[2]?.body ?? '').availability[0]).toEqual({ day: 0, hours: ['10:00'] })
    openHoursOfTheFirstDay = ['09:00', '10:00']
    await app.close()
  })

  it('sends the app shell when the page cannot be rendered: a read refused, a render that fails, no server bundle', async () => {
    const notFound = await serve({ professionalFound: false })
    expect((await notFound.inject({ url: '/agendamento?d=step2' })).body).toBe(stepTwoShell)
    const failing = await notFound.inject({ url: '/agendamento?d=boom' })
    expect(failing.statusCode).toBe(200)
    expect(failing.body).toBe(stepTwoShell)
    await notFound.close()
    const older = await serve({ withBundle: false })
    expect((await older.inject({ url: '/agendamento?d=step2' })).body).toBe(stepTwoShell)
    await older.close()
  })

  it('leaves every other address as it was: the prerendered step 1, a step the bundle does not render', async () => {
    const app = await serve()
    expect((await app.inject({ url: '/agendamento' })).body).toContain('<h1>Agende</h1>')
    expect((await app.inject({ url: '/agendamento?x=1' })).body).toBe(stepTwoShell)
    await app.close()
  })
})
