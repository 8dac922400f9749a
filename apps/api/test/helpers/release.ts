import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runOnServer, skipCommitFlush } from './postgres-server'

// What the release tests share: the deploy/ files read as an operator's tools read them, and a server
// process started from an installed release.

export const repositoryRoot = join(import.meta.dirname, '../../../..')

export type ContainerStage = { from: string; run: string[]; env: Record<string, string>; cmd: string[]; workdir: string }

/** The stages of deploy/Containerfile: their RUN lines, ENV settings, WORKDIR and CMD (exec form). */
export function readContainerfile(): ContainerStage[] {
  const text = readFileSync(join(repositoryRoot, 'deploy/Containerfile'), 'utf8')
  const stages: ContainerStage[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [instruction = '', ...rest] = line.split(/\s+/)
    const argument = rest.join(' ')
    if (instruction === 'FROM') stages.push({ from: argument, run: [], env: {}, cmd: [], workdir: '/' })
    const stage = stages.at(-1)
    if (!stage) continue
    if (instruction === 'RUN') stage.run.push(argument)
    if (instruction === 'WORKDIR') stage.workdir = argument
    if (instruction === 'CMD') stage.cmd = JSON.parse(argument) as string[]
    if (instruction === 'ENV') for (const pair of rest) stage.env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1)
  }
  return stages
}

/** The [Service] settings of deploy/acolhe@.service (Environment= may repeat; %i is the instance's name). */
export function readSystemdUnit(): { execStart: string[]; workingDirectory: string; killSignal: string; environment: Record<string, string>; environmentFile: string } {
  const text = readFileSync(join(repositoryRoot, 'deploy/acolhe@.service'), 'utf8')
  const setting = (name: string) => [...text.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1] ?? '')
  const environment: Record<string, string> = {}
  for (const pair of setting('Environment')) environment[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1)
  return {
    execStart: (setting('ExecStart')[0] ?? '').split(/\s+/),
    workingDirectory: setting('WorkingDirectory')[0] ?? '',
    killSignal: setting('KillSignal')[0] ?? '',
    environment,
    environmentFile: setting('EnvironmentFile')[0] ?? '',
  }
}

/** The settings deploy/.env.example sets (its uncommented NAME=value lines, quotes removed as a shell would). */
export function readEnvExample(): Record<string, string> {
  const settings: Record<string, string> = {}
  for (const line of readFileSync(join(repositoryRoot, 'deploy/.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (match?.[1]) settings[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1')
  }
  return settings
}

/** An env file as the operator writes it: NAME="value" lines. */
export function envFileText(settings: Record<string, string>): string {
  return Object.entries(settings).map(([name, value]) => `${name}="${value}"`).join('\n') + '\n'
}

/** Settings of a production instance, as an operator fills deploy/.env.example. */
export function productionSettings(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    REMINDER_LINK_SECRET: randomBytes(32).toString('hex'),
    CLINICAL_NOTES_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    PAYMENT_PROVIDER: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-test',
    MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret',
    // Nobody is called at start; an address that refuses keeps a stray call from leaving the machine.
    MERCADOPAGO_API_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'info',
  }
}

/** A brand-new, empty database on the PostgreSQL server of `serverUrl`; `drop` removes it. */
export async function newServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`)
  await skipCommitFlush(serverUrl, name)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), name, drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null>; baseUrl: string }

/**
 * Starts `command` with exactly `env` (plus PATH and HOME) and waits until it has started: /api/health
 * answers 200 and the server printed its 'Acolhe está no ar' line (printed after it listens, so a busy
 * machine can answer the first before writing the second).
 */
export async function startCommand(command: string, args: string[], cwd: string, env: Record<string, string>, port: number): Promise<Started> {
  let output = ''
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`${command} did not start:\n${output}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && output.includes('Acolhe está no ar')) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { child, output: () => output, exited, baseUrl }
}

/** Polls until `url` stops answering 200: the instance has left the balancer's pool (503) or is gone. */
export async function untilNotReady(url: string): Promise<number> {
  for (;;) {
    const status = await fetch(url).then((response) => response.status, () => 0)
    if (status !== 200) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The ids of the processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((line) => Number(line.trim())).filter((n) => n > 0)
  } catch {
    return []
  }
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
