import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPixClient } from '../src/integrations/pix/pix-client'
import { PaymentProviderError } from '../src/integrations/payments/payment-provider'

// The PSP's side of mutual TLS: a real TLS server (node:https) that asks for a client certificate signed
// by its CA, as API Pix PSPs do. Certificates are made here with the system's openssl.

function openssl(dir: string, ...args: string[]) {
  execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' })
}

describe('API Pix client over mutual TLS', () => {
  let dir = ''
  let server: Server
  let base = ''
  const seen: (string | null)[] = []

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acolhe-pix-mtls-'))
    openssl(dir, 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=PSP CA')
    writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n')
    openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1')
    openssl(dir, 'x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'server.ext')
    openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', '/CN=acolhe')
    openssl(dir, 'x509', '-req', '-in', 'client.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'client.pem', '-days', '2')
    const file = (name: string) => readFileSync(join(dir, name))
    server = createServer({ key: file('server.key'), cert: file('server.pem'), ca: file('ca.pem'), requestCert: true, rejectUnauthorized: true }, (request, response) => {
      const peer = (request.socket as TLSSocket).getPeerCertificate()
      seen.push(peer.subject ? String(peer.subject.CN) : null)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(request.url === '/oauth/token' ? JSON.stringify({ access_token: 'token', expires_in: 3600 }) : JSON.stringify({ ok: true }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  })

  const options = () => ({ apiUrl: `${base}/api/v2`, tokenUrl: `${base}/oauth/token`, clientId: 'acolhe', clientSecret: 'segredo', caFile: join(dir, 'ca.pem') })

  it('presents the configured client certificate to the token endpoint and the API', async () => {
    const client = createPixClient({ ...options(), clientCertFile: join(dir, 'client.pem'), clientKeyFile: join(dir, 'client.key') })
    expect((await client.call('GET', '/cob/abc')).json).toEqual({ ok: true })
    expect(seen).toEqual(['acolhe', 'acolhe'])
  })

  it('without the certificate the PSP refuses the connection: a provider error, not a crash', async () => {
    const client = createPixClient(options())
    await expect(client.call('GET', '/cob/abc')).rejects.toBeInstanceOf(PaymentProviderError)
  })
})
