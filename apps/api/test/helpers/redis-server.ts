import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Redis } from 'ioredis'
import { freePort } from './server-process'

/** Debian's redis-server, when installed (`.ci/run` installs it). */
export const redisServerPath = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path))

/**
 * A Redis of the test's own on a free port, nothing saved to disk: the test may stop it (never the
 * shared one). `stop` ends it and waits for the process to exit.
 */
export async function startRedisServer() {
  if (!redisServerPath) throw new Error('redis-server is not installed (apt-get install -y redis-server)')
  const port = await freePort()
  const log: string[] = []
  const child = spawn(redisServerPath, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => {})
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${log.join('')}`)
    try {
      await client.connect()
      await client.ping()
      break
    } catch {
      client.disconnect()
      if (Date.now() > deadline) throw new Error(`redis-server did not answer: ${log.join('')}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    /** Every key Redis holds now. */
    keys: () => client.keys('*'),
    stop: async () => {
      client.disconnect()
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
