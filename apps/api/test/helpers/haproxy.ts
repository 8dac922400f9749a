import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './server-process'

/** The Debian package's HAProxy, when installed (`.ci/run` installs it). */
export const haproxyPath = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path))

/**
 * HAProxy in front of `backends` (ports on 127.0.0.1), as docs/deploy.md describes it: round robin,
 * readiness checks on /api/health/ready, X-Forwarded-For added, and a request whose connection is
 * refused (a dead instance) sent to another one — never a retry of a request an instance received.
 */
export async function startHaproxy(backends: number[]) {
  if (!haproxyPath) throw new Error('HAProxy is not installed (apt-get install -y haproxy)')
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'acolhe-haproxy-'))
  const config = join(folder, 'haproxy.cfg')
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 512',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 2',
      '  option redispatch',
      '  retry-on conn-failure',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      '  default-server inter 300ms fall 2 rise 2',
      ...backends.map((backend, index) => `  server api${index + 1} 127.0.0.1:${backend} check`),
      '',
    ].join('\n'),
  )
  const log: string[] = []
  const child = spawn(haproxyPath, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}): ${log.join('')}`)
    if (Date.now() > deadline) throw new Error(`haproxy did not answer: ${log.join('')}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    baseUrl,
    log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
