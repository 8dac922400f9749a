import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './server-process'

/** Debian's PgBouncer, when installed (`.ci/run` installs it). */
export const pgbouncerPath = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path))

const productionConfig = join(import.meta.dirname, '../../../../deploy/pgbouncer/pgbouncer.ini')

/** Replaces the value of `key = …` in the ini text; fails loudly when the production file lost the key. */
function setting(text: string, key: string, value: string): string {
  const line = new RegExp(`^${key} = .*$`, 'm')
  if (!line.test(text)) throw new Error(`deploy/pgbouncer/pgbouncer.ini has no "${key} = " line`)
  return text.replace(line, `${key} = ${value}`)
}

/**
 * PgBouncer in front of the database of `databaseUrl`, started from deploy/pgbouncer/pgbouncer.ini
 * with only its addresses, ports and file paths changed, and `trust` authentication (CI's PostgreSQL
 * trusts local connections; the user must still be listed in the auth file). Returns the URL the
 * instances use instead of `databaseUrl`.
 */
export async function startPgbouncer(databaseUrl: string) {
  if (!pgbouncerPath) throw new Error('PgBouncer is not installed (apt-get install -y pgbouncer)')
  const target = new URL(databaseUrl)
  const database = target.pathname.slice(1)
  const user = decodeURIComponent(target.username) || 'postgres'
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'acolhe-pgbouncer-'))
  // PgBouncer refuses to run as root: as root it switches to the postgres user, who must read these files.
  chmodSync(folder, 0o777)
  let config = readFileSync(productionConfig, 'utf8')
  const databaseLine = /^acolhe = host=.*$/m
  if (!databaseLine.test(config)) throw new Error('deploy/pgbouncer/pgbouncer.ini has no "acolhe = host=…" line')
  config = config.replace(databaseLine, `${database} = host=${target.hostname} port=${target.port || '5432'} dbname=${database}`)
  config = setting(config, 'listen_addr', '127.0.0.1')
  config = setting(config, 'listen_port', String(port))
  config = setting(config, 'auth_type', 'trust')
  config = setting(config, 'auth_file', join(folder, 'userlist.txt'))
  config = setting(config, 'logfile', join(folder, 'pgbouncer.log'))
  config = setting(config, 'pidfile', join(folder, 'pgbouncer.pid'))
  config = setting(config, 'unix_socket_dir', folder)
  config = setting(config, 'admin_users', user)
  writeFileSync(join(folder, 'pgbouncer.ini'), config, { mode: 0o644 })
  writeFileSync(join(folder, 'userlist.txt'), `"${user}" ""\n`, { mode: 0o644 })

  const log: string[] = []
  const asRoot = process.getuid?.() === 0
  const child = spawn(pgbouncerPath, [...(asRoot ? ['-u', 'postgres'] : []), join(folder, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = new URL(databaseUrl)
  url.host = `127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${log.join('')}`)
    const client = new pg.Client({ connectionString: url.toString() })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() > deadline) throw new Error(`pgbouncer did not answer: ${log.join('')}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url: url.toString(),
    log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT')
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
