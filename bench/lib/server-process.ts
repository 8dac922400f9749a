import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { apiDir, repoRoot } from './paths'

// Starts the real production server as its own process on loopback, the way it runs in production — the
// compiled apps/api/dist/server.js that `npm start` runs — so the benchmark client and the server do not
// share an event loop.

export type RunningServer = { baseUrl: string; pid: number | undefined; stop: () => Promise<void> }

export type ServerOptions = {
  dataDir: string
  databaseUrl?: string
  seedDemo?: boolean
  webDistDir?: string
  /** Extra Node options for the server process (e.g. --cpu-prof). */
  nodeArgs?: string[]
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${log.join('')}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${log.join('')}`)
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLINICAL_NOTES_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    // Production build and settings, but a throwaway demo install: the local payment provider and the
    // demo logins are what the benchmarks drive, and production refuses them without this flag.
    DEMO_MODE: '1',
    // The benchmarks are the only client: per-address and per-account limits would only measure 429s.
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  }
  const build = spawnSync(process.execPath, ['scripts/build-api-if-changed.mjs'], { cwd: repoRoot, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the API build failed')
  const child = spawn(process.execPath, ['--enable-source-maps', ...(options.nodeArgs ?? []), 'dist/server.js'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString())
    if (log.length > 100) log.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  try {
    // 5 minutes: a first start migrates and seeds PGlite, which took over 2 minutes on this shared machine under load.
    await waitForHealth(baseUrl, child, log, 300_000)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { baseUrl, pid: child.pid, stop: () => stopChild(child) }
}
