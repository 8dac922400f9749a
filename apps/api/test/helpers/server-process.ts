import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

// A real Acolhe server process, for tests that need several instances or a hard kill.

const apiDir = join(import.meta.dirname, '../..')

/** Each entry point's source, which the build compiles to `dist/<entry>.js` (scripts/build-api-if-changed.mjs). */
const SOURCE_OF = { server: 'src/server.ts', admin: 'src/cli/admin.ts', migrate: 'src/cli/migrate.ts' } as const

/**
 * Node's arguments to run one of the API's entry points (`server`, `admin`, `migrate`) from `apps/api`: the compiled
 * file `npm start` runs (docs/decisions/047-compiled-api-start.md) when `npm test` has just built it from
 * these sources (its build stage passed: TEST_COMPILED_SERVER=1), else the TypeScript sources through tsx.
 * Each start from the sources compiles them again (about 1.3 s of CPU more per start than the compiled
 * file, measured); the suite starts some twenty servers (decision 112).
 */
export function apiEntryArgs(entry: 'server' | 'admin' | 'migrate'): string[] {
  if (process.env.TEST_COMPILED_SERVER === '1') return ['--enable-source-maps', `dist/${entry}.js`]
  return ['--import', 'tsx', SOURCE_OF[entry]]
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

export type ServerProcess = { baseUrl: string; child: ChildProcess; log: string[]; kill: (signal?: NodeJS.Signals) => Promise<void> }

/** `port`: listen there (a restarted instance takes its old place behind a balancer); else a free one. */
export async function startServerProcess(env: Record<string, string>, options: { port?: number } = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(env, options.port ?? (await freePort()))
    } catch (error) {
      // A port chosen free can be taken by another process before the server listens on it: choose again.
      const taken = error instanceof Error && error.message.includes('EADDRINUSE')
      if (options.port !== undefined || !taken || attempt >= 3) throw error
    }
  }
}

async function startOnPort(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`
  const log: string[] = []
  const child = spawn(process.execPath, apiEntryArgs('server'), {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'y'.repeat(64),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString())
    if (log.length > 100) log.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A bound on a hung start, not a speed claim: a server on embedded PGlite runs initdb first, and in a CI
  // run on a loaded machine (load average ~30) one took longer than the minute this bound used to be.
  const deadline = Date.now() + 150_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${log.join('')}`)
    if (Date.now() > deadline) throw new Error(`server did not start: ${log.join('')}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    baseUrl,
    child,
    log,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/**
 * fetch with a cookie jar of one session and JSON in and out (or a FormData body); network failures
 * become status 0. `headers` go with every request (e.g. the X-Forwarded-For a balancer passes on).
 */
export function httpClient(baseUrl: string, headers: Record<string, string> = {}) {
  let cookie = ''
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    try {
      const form = body instanceof FormData
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      })
      const setCookie = response.headers.get('set-cookie')
      if (setCookie) cookie = setCookie.split(';')[0] ?? cookie
      const text = await response.text()
      let json: unknown = null
      try {
        json = text ? (JSON.parse(text) as unknown) : null
      } catch {
        json = text
      }
      return { status: response.status, json }
    } catch {
      return { status: 0, json: null }
    }
  }
}
