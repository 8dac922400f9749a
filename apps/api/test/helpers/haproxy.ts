import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './server-process'

/** The Debian package's HAProxy, when installed (`.ci/run` installs it). */
export const haproxyPath = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path))

const productionConfig = join(import.meta.dirname, '../../../../deploy/haproxy/haproxy.cfg')
const SERVER_LINE = /^( {2}server api)\d+ \S+( .*)$/

/**
 * deploy/haproxy/haproxy.cfg with only its addresses and ports changed: the frontend listens on
 * 127.0.0.1:`port` and the backend has one `server` line per port in `backends`, written like the
 * file's own (same options).
 */
export function balancerConfig(port: number, backends: number[]): string {
  const lines = readFileSync(productionConfig, 'utf8').split('\n')
  const binds = lines.filter((line) => /^ {2}bind /.test(line))
  const servers = lines.filter((line) => SERVER_LINE.test(line))
  const [, prefix = '', options = ''] = SERVER_LINE.exec(servers[0] ?? '') ?? []
  if (binds.length !== 1 || servers.length === 0) throw new Error('deploy/haproxy/haproxy.cfg must have one bind line and server lines "  server apiN host:port check"')
  const out: string[] = []
  for (const line of lines) {
    if (/^ {2}bind /.test(line)) out.push(`  bind 127.0.0.1:${port}`)
    else if (line === servers[0]) out.push(...backends.map((backend, index) => `${prefix}${index + 1} 127.0.0.1:${backend}${options}`))
    else if (!servers.includes(line)) out.push(line)
  }
  return out.join('\n')
}

/**
 * HAProxy in front of `backends` (ports on 127.0.0.1), started from the production configuration
 * (deploy/haproxy/haproxy.cfg): round robin, readiness checks on /api/health/ready with the documented
 * intervals and check timeout, X-Forwarded-For and X-Request-Id added, one log line per request (in
 * `log`), and a request whose connection is refused (a dead instance) sent to another one — never a
 * retry of a request an instance received.
 */
export async function startHaproxy(backends: number[]) {
  if (!haproxyPath) throw new Error('HAProxy is not installed (apt-get install -y haproxy)')
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'acolhe-haproxy-'))
  const config = join(folder, 'haproxy.cfg')
  writeFileSync(config, balancerConfig(port, backends))
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
