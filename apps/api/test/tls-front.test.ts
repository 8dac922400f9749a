import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasPostgresServer } from './helpers/database'
import { newServerDatabase, productionSettings, repositoryRoot } from './helpers/release'
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process'

// deploy/nginx/acolhe.conf in front of a production instance, as docs/deploy.md installs it: only its
// listen addresses, certificate paths and upstream are this test's. Plain HTTP is sent to HTTPS, the
// login cookie is Secure (so it only works through the TLS front), and the app sees the client's
// address and scheme from the front's headers. CI installs nginx (DEPLOY_TESTS_REQUIRED=1).
const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))
const required = process.env.DEPLOY_TESTS_REQUIRED === '1'
const ADMIN = { email: 'ti@clinica.com.br', password: 'Senha-Forte-2026' }

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

describe.runIf(nginxPath || required)('the TLS front (deploy/nginx/acolhe.conf)', () => {
  const work = mkdtempSync(join(tmpdir(), 'acolhe-tls-'))
  let server: ServerProcess | undefined
  let nginx: ChildProcess | undefined
  let database: Awaited<ReturnType<typeof newServerDatabase>> | undefined
  let ca = ''
  let httpPort = 0
  let httpsPort = 0

  /** An HTTPS request to the front, trusting only this test's certificate. */
  const https = (method: string, path: string, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const outgoing = request(
        { host: '127.0.0.1', port: httpsPort, path, method, ca, servername: 'agenda.clinica.com.br', headers: { host: 'agenda.clinica.com.br', ...(payload ? { 'content-type': 'application/json' } : {}) } },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
        },
      )
      outgoing.on('error', reject)
      outgoing.end(payload)
    })

  beforeAll(async () => {
    if (!nginxPath) throw new Error('nginx is not installed (apt-get install -y nginx-light)')
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=agenda.clinica.com.br', '-addext', 'subjectAltName=DNS:agenda.clinica.com.br', '-keyout', join(work, 'privkey.pem'), '-out', join(work, 'fullchain.pem')], { stdio: 'pipe' })
    ca = readFileSync(join(work, 'fullchain.pem'), 'utf8')
    if (hasPostgresServer) database = await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_tls')
    server = await startServerProcess({
      ...productionSettings(),
      LOG_LEVEL: 'warn',
      DATA_DIR: join(work, 'data'),
      PUBLIC_URL: 'https://agenda.clinica.com.br',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(database ? { DATABASE_URL: database.url } : {}),
    })
    httpPort = await freePort()
    httpsPort = await freePort()
    const site = readFileSync(join(repositoryRoot, 'deploy/nginx/acolhe.conf'), 'utf8')
      .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${new URL(server.baseUrl).port};`)
      .replace(/listen \[::\]:\d+[^;]*;/g, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/\/etc\/letsencrypt\/live\/agenda\.clinica\.com\.br/g, work)
    writeFileSync(join(work, 'acolhe.conf'), site)
    // The parts of /etc/nginx/nginx.conf a site file relies on, with every path in this test's folder.
    writeFileSync(
      join(work, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${work}/nginx.pid;`,
        `error_log ${work}/error.log;`,
        'events { worker_connections 64; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${work}/${kind};`),
        `  include ${work}/acolhe.conf;`,
        '}',
      ].join('\n'),
    )
    execFileSync(nginxPath, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'pipe' })
    nginx = spawn(nginxPath, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off; user root;'], { stdio: 'ignore' })
    for (let i = 0; i < 100; i++) {
      if (await https('GET', '/api/health').then((answer) => answer.status === 200, () => false)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 180_000)

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await server?.kill('SIGTERM')
    await database?.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await fetch(`http://127.0.0.1:${httpPort}/admin/login`, { redirect: 'manual', headers: { host: 'agenda.clinica.com.br' } })
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe('https://agenda.clinica.com.br/admin/login')
  })

  it('serves the app over HTTPS; the login cookie is Secure and HttpOnly, so logins need this front', async () => {
    expect((await https('GET', '/api/health')).status).toBe(200)
    expect((await https('GET', '/admin/login')).body).toContain('<html')
    const login = await https('POST', '/api/admin/login', ADMIN)
    expect(login.status).toBe(200)
    const cookie = [login.headers['set-cookie'] ?? []].flat().find((line) => line.includes('acolhe_session'))
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(login.headers['strict-transport-security']).toBeDefined()
    console.info('tls front: 301 to https, app and API over TLS, Secure session cookie, HSTS')
  })
})
