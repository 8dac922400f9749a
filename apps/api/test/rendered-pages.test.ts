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
const homeShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/home.js"></head><body><div id="root"></div></body></html>'
const professionalHomeShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/professional-home.js"></head><body><div id="root"></div></body></html>'
const template = '<!doctype html><html><head><template id="app-code"></template></head><body><div id="root"></div></body></html>'

const bundle = `
const reads = ['/api/user/me', '/api/professional/p1', '/api/public/available-dates/p1?include_availability=true', '/api/visitor-address']
const homes = { '/home': ['/api/user/me', '/api/session/me'], '/profissional/home': ['/api/professional-private/me', '/api/session/me'] }
export const firstReadsOf = (url) => (url.startsWith('/agendamento?d=') ? reads : homes[url] ?? [])
export const reusable = (url) => url.startsWith('/agendamento')
let renders = 0
export const renderPage = async (url, answers, template, now) => {
  if (url.endsWith('d=boom')) throw new Error('render failed')
  if (answers.some((answer) => answer.address.startsWith('/api/professional/') && answer.status !== 200)) return null
  // A home is rendered only when every read was answered (nobody logged in, another kind of person: the shell).
  if (url in homes && answers.some((answer) => answer.status !== 200)) return null
  renders += 1
  return template.replace('<div id="root"></div>', () => '<div id="root">' + JSON.stringify({ url, answers, now, renders }) + '</div>')
}
`

const dirs: string[] = []
let openHoursOfTheFirstDay = ['09:00', '10:00']
let serverNow = new Date('2026-11-23T12:00:00.000Z')
/** The people the fake API knows by their session cookie, and what it answers each. */
const PEOPLE: Record<string, { kind: 'patient' | 'professional'; name: string }> = {
  'acolhe_session=juliana': { kind: 'patient', name: 'Juliana' },
  'acolhe_session=pedro': { kind: 'patient', name: 'Pedro' },
  'acolhe_session=marina': { kind: 'professional', name: 'Marina' },
}
// A server bundle built before decision 128: step 2 only, and no word on keeping pages.
const olderBundle = bundle.replace('export const reusable = ', 'const reusable = ')
async function serve({ withBundle = true, professionalFound = true, serverBundle = bundle } = {}) {
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
    'home-app.html': homeShell,
    'profissional-home-app.html': professionalHomeShell,
    'home-rendered.html': template,
    'profissional-home-rendered.html': template,
    'app-shells.json': JSON.stringify({ '/agendamento': 'agendamento-app.html', '/home': 'home-app.html', '/profissional/home': 'profissional-home-app.html' }),
    'rendered-pages.json': JSON.stringify({
      '/agendamento': 'agendamento-rendered.html',
      '/home': 'home-rendered.html',
      '/profissional/home': 'profissional-home-rendered.html',
    }),
  }
  for (const [name, content] of Object.entries(files)) writeFileSync(join(distDir, name), content)
  if (withBundle) {
    mkdirSync(join(root, 'dist-server'))
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), serverBundle)
  }
  const app = Fastify()
  // The API's routes the reads reach, answering as the real ones do for a cookie or its absence.
  app.get('/api/user/me', (request, reply) => {
    if (request.headers.cookie === 'acolhe_session=ok') return { user: { first_name: 'Juliana' } }
    const person = PEOPLE[request.headers.cookie ?? '']
    return person?.kind === 'patient' ? { user: { first_name: person.name } } : reply.status(401).send({ message: 'Não autenticado.' })
  })
  app.get('/api/professional-private/me', (request, reply) => {
    const person = PEOPLE[request.headers.cookie ?? '']
    return person?.kind === 'professional' ? { professional: { first_name: person.name } } : reply.status(401).send({ message: 'Não autenticado.' })
  })
  // The same list for everyone: a page kept for its answers would then be handed from one person to the next.
  app.get('/api/session/me', (request, reply) => (PEOPLE[request.headers.cookie ?? ''] ? { data: [], total: 0 } : reply.status(401).send({ message: 'Não autenticado.' })))
  app.get('/api/professional/p1', (_request, reply) => (professionalFound ? { first_name: 'Marina' } : reply.status(404).send({ message: 'Profissional não encontrado.' })))
  app.get('/api/public/available-dates/p1', () => ({ availability: Array.from({ length: 400 }, (_, day) => ({ day, hours: day === 0 ? openHoursOfTheFirstDay : ['09:00', '10:00'] })) }))
  app.get('/api/visitor-address', (request) => ({ ip: request.ip }))
  await app.register(staticWeb, { distDir, now: () => serverNow })
  await app.ready()
  return app
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Rendered = { url: string; answers: { address: string; status: number; body: string }[]; now: string; renders: number }
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

  it('renders step 2 with a server bundle built before the homes were rendered (one that says nothing of keeping pages)', async () => {
    const app = await serve({ serverBundle: olderBundle })
    const { url } = renderedFrom((await app.inject({ url: '/agendamento?d=step2' })).body)
    expect(url).toBe('/agendamento?d=step2')
    await app.close()
  })

  it('leaves every other address as it was: the prerendered step 1, a step the bundle does not render', async () => {
    const app = await serve()
    expect((await app.inject({ url: '/agendamento' })).body).toContain('<h1>Agende</h1>')
    expect((await app.inject({ url: '/agendamento?x=1' })).body).toBe(stepTwoShell)
    await app.close()
  })
})

describe('the homes rendered per request (decision 128)', () => {
  it("renders a home from its reads answered with the person's cookie, at the server's instant, never stored", async () => {
    const app = await serve()
    const page = await app.inject({ url: '/home', headers: { cookie: 'acolhe_session=juliana' } })
    expect(page.headers['cache-control']).toBe('no-store')
    const { url, answers, now } = renderedFrom(page.body)
    expect(url).toBe('/home')
    expect(answers.map(({ address, status }) => [address, status])).toEqual([
      ['/api/user/me', 200],
      ['/api/session/me', 200],
    ])
    expect(JSON.parse(answers[0]?.body ?? '')).toEqual({ user: { first_name: 'Juliana' } })
    expect(now).toBe('2026-11-23T12:00:00.000Z')
    const professional = renderedFrom((await app.inject({ url: '/profissional/home', headers: { cookie: 'acolhe_session=marina' } })).body)
    expect(JSON.parse(professional.answers[0]?.body ?? '')).toEqual({ professional: { first_name: 'Marina' } })
    await app.close()
  })

  it('sends the app shell to nobody logged in, to another kind of person and for an address with a tab', async () => {
    const app = await serve()
    expect((await app.inject({ url: '/home' })).body).toBe(homeShell)
    expect((await app.inject({ url: '/home', headers: { cookie: 'acolhe_session=marina' } })).body).toBe(homeShell)
    expect((await app.inject({ url: '/profissional/home', headers: { cookie: 'acolhe_session=juliana' } })).body).toBe(professionalHomeShell)
    expect((await app.inject({ url: '/home?aba=all', headers: { cookie: 'acolhe_session=juliana' } })).body).toBe(homeShell)
    await app.close()
  })

  it("renders every home afresh: one person's page never reaches another, and the clock moves it", async () => {
    const app = await serve()
    const first = renderedFrom((await app.inject({ url: '/home', headers: { cookie: 'acolhe_session=juliana' } })).body)
    // Pedro's list is answered exactly as Juliana's; a page kept for its answers alone would be hers.
    const other = renderedFrom((await app.inject({ url: '/home', headers: { cookie: 'acolhe_session=pedro' } })).body)
    expect(JSON.parse(other.answers[0]?.body ?? '')).toEqual({ user: { first_name: 'Pedro' } })
    expect(other.renders).toBe(first.renders + 1)
    serverNow = new Date('2026-11-23T12:05:00.000Z')
    const again = renderedFrom((await app.inject({ url: '/home', headers: { cookie: 'acolhe_session=juliana' } })).body)
    expect(again.renders).toBe(first.renders + 2)
    expect(again.now).toBe('2026-11-23T12:05:00.000Z')
    serverNow = new Date('2026-11-23T12:00:00.000Z')
    await app.close()
  })
})
