import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import staticWeb, { type StaticWebOptions } from '../src/plugins/static-web'

// The web build prerenders the landing page and booking step 1 and lists them in prerendered.json
// (apps/web/vite.config.ts); the server sends each for its exact path, and the app shell otherwise.

const shell = '<!doctype html><html><body><div id="root"></div></body></html>'
const landing = '<!doctype html><html><body><div id="root"><h1>Cuidar da mente</h1></div></body></html>'
const booking = '<!doctype html><html><body><div id="root"><h1>Agende sua consulta</h1></div></body></html>'

const dirs: string[] = []
async function serve(files: Record<string, string>, options: Omit<StaticWebOptions, 'distDir'> = {}) {
  // The build's folder inside a folder of its own: the server looks beside it for the server bundle (dist-server).
  const root = mkdtempSync(join(tmpdir(), 'acolhe-prerendered-'))
  dirs.push(root)
  const distDir = join(root, 'dist')
  mkdirSync(distDir)
  for (const [name, content] of Object.entries(files)) writeFileSync(join(distDir, name), content)
  const app = Fastify()
  await app.register(staticWeb, { distDir, ...options })
  await app.ready()
  return app
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('prerendered pages', () => {
  const built = { 'index.html': shell, 'landing.html': landing, 'agendamento.html': booking, 'prerendered.json': JSON.stringify({ '/': 'landing.html', '/agendamento': 'agendamento.html' }) }

  it('sends each prerendered page for its exact path, never cached', async () => {
    const app = await serve(built)
    const home = await app.inject({ url: '/' })
    expect(home.statusCode).toBe(200)
    expect(home.body).toBe(landing)
    expect(home.headers['cache-control']).toBe('no-cache')
    expect((await app.inject({ url: '/agendamento' })).body).toBe(booking)
    await app.close()
  })

  it("sends the app shell when the address carries state (the wizard's d) and for every other path", async () => {
    const app = await serve(built)
    expect((await app.inject({ url: '/agendamento?d=cwluMQ' })).body).toBe(shell)
    expect((await app.inject({ url: '/?ref=campanha' })).body).toBe(shell)
    expect((await app.inject({ url: '/login' })).body).toBe(shell)
    expect((await app.inject({ url: '/api/nada' })).statusCode).toBe(404)
    await app.close()
  })

  it("sends a first screen's copy of the app shell that lists its route's files (app-shells.json), with or without a query", async () => {
    const homeShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/home.js"></head><body><div id="root"></div></body></html>'
    const wizardShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/booking.js"></head><body><div id="root"></div></body></html>'
    const app = await serve({
      ...built,
      'home-app.html': homeShell,
      'agendamento-app.html': wizardShell,
      'app-shells.json': JSON.stringify({ '/home': 'home-app.html', '/agendamento': 'agendamento-app.html' }),
    })
    const home = await app.inject({ url: '/home' })
    expect(home.body).toBe(homeShell)
    expect(home.headers['cache-control']).toBe('no-cache')
    expect((await app.inject({ url: '/home?aba=hoje' })).body).toBe(homeShell)
    // The prerendered step 1 stays what a plain /agendamento gets; the wizard's state gets the shell with its files.
    expect((await app.inject({ url: '/agendamento' })).body).toBe(booking)
    expect((await app.inject({ url: '/agendamento?d=cwluMQ' })).body).toBe(wizardShell)
    expect((await app.inject({ url: '/perfil' })).body).toBe(shell)
    await app.close()
  })

  it('ignores a map that names files outside the build folder, and works without a map', async () => {
    const escaping = await serve({ 'index.html': shell, 'prerendered.json': JSON.stringify({ '/': '../../etc/passwd' }), 'app-shells.json': JSON.stringify({ '/home': '../secret.html' }) })
    expect((await escaping.inject({ url: '/' })).body).toBe(shell)
    expect((await escaping.inject({ url: '/home' })).body).toBe(shell)
    await escaping.close()
    const plain = await serve({ 'index.html': shell })
    expect((await plain.inject({ url: '/' })).body).toBe(shell)
    await plain.close()
  })

  const login = '<!doctype html><html><body><div id="root"><h1>Entre na sua conta</h1></div></body></html>'
  const loginGoogle = '<!doctype html><html data-google-sign-in><body><div id="root"><h1>Entre na sua conta</h1><a>Google</a></div></body></html>'
  const withLogin = {
    ...built,
    'login.html': login,
    'login-google.html': loginGoogle,
    'prerendered.json': JSON.stringify({ '/': 'landing.html', '/login': 'login.html' }),
    'prerendered-google.json': JSON.stringify({ '/login': 'login-google.html' }),
  }

  it("sends a login page's variant with the Google button only when Google sign-in is configured", async () => {
    const plain = await serve(withLogin)
    expect((await plain.inject({ url: '/login' })).body).toBe(login)
    await plain.close()
    const google = await serve(withLogin, { googleSignIn: true })
    expect((await google.inject({ url: '/login' })).body).toBe(loginGoogle)
    expect((await google.inject({ url: '/' })).body).toBe(landing)
    await google.close()
  })

  it('sends someone already logged in from their login page to their home, never cached', async () => {
    const app = await serve(withLogin, { signedInHome: async (request) => (request.headers.cookie ? '/home' : null) })
    const loggedIn = await app.inject({ url: '/login', headers: { cookie: 'acolhe_session=x' } })
    expect(loggedIn.statusCode).toBe(302)
    expect(loggedIn.headers.location).toBe('/home')
    expect(loggedIn.headers['cache-control']).toBe('no-store')
    expect((await app.inject({ url: '/login' })).body).toBe(login)
    await app.close()
  })
})
