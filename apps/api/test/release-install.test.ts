import { execFileSync, execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { hasPostgresServer } from './helpers/database'
import {
  childrenOf,
  isRunning,
  newServerDatabase,
  productionSettings,
  readContainerfile,
  envFileText,
  readEnvExample,
  readSystemdUnit,
  repositoryRoot,
  startCommand,
  untilNotReady,
} from './helpers/release'
import { freePort } from './helpers/server-process'

function allProcesses(): number[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number)
}

function readlinkOrEmpty(path: string): string {
  try {
    return readlinkSync(path)
  } catch {
    return ''
  }
}

// The release as an operator installs it (decision 073): deploy/Containerfile's steps run outside a
// container (this machine has no image registry): its release step, then its runtime stage's install
// (`npm ci --omit=dev`, production dependencies only) in a folder of its own; then the server started
// with deploy/acolhe@.service's ExecStart and with `npm start`, each sent SIGTERM at the PID a
// supervisor holds, and seen to leave the pool (503 on readiness), drain and exit 0.
describe('the release, installed with production dependencies only and run as deploy/ says', () => {
  const work = mkdtempSync(join(tmpdir(), 'acolhe-release-'))
  const stages = readContainerfile()
  const runtime = stages.at(-1)
  const unit = readSystemdUnit()
  const app = join(work, 'opt-acolhe')
  const envFile = join(work, 'acolhe.env')
  let database: Awaited<ReturnType<typeof newServerDatabase>> | undefined
  let env: Record<string, string> = {}

  beforeAll(async () => {
    if (!runtime) throw new Error('deploy/Containerfile has no stage')
    const release = stages[0]?.run.find((line) => line.startsWith('npm run release'))
    if (!release) throw new Error('deploy/Containerfile builds no release')
    // The build stage's `npm ci` is the install this suite already runs on; its release step runs here.
    execSync(release.replace('/release', app), { cwd: repositoryRoot, stdio: 'pipe' })
    for (const line of runtime.run) {
      if (line.startsWith('npm ')) {
        // The image's install, from npm's cache when it holds the packages (CI's does).
        execSync(line, { cwd: app, stdio: 'pipe', env: { ...process.env, npm_config_prefer_offline: 'true' } })
      } else {
        // The one system step: the data folder, owned by the image's user.
        expect(line).toBe(`mkdir -p ${runtime.env.DATA_DIR} && chown node:node ${runtime.env.DATA_DIR}`)
      }
    }
    const dataDir = join(work, 'var-lib-acolhe')
    mkdirSync(dataDir)
    if (hasPostgresServer) database = await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_release')
    // deploy/.env.example as the operator fills it: its settings, the secrets generated, this machine's database.
    const { DATABASE_URL: _example, ...example } = readEnvExample()
    env = { ...example, ...productionSettings(), DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '2', ...(database ? { DATABASE_URL: database.url } : {}) }
    writeFileSync(envFile, envFileText(env))
  }, 300_000)

  afterAll(async () => {
    // A server a failed case left running (its own process group is not ours to end blindly): by its folder.
    for (const pid of allProcesses().filter((pid) => readlinkOrEmpty(`/proc/${pid}/cwd`).startsWith(app))) {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL')
    }
    await database?.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('holds the compiled server, tools and web app, no sources and no development packages', () => {
    for (const file of ['apps/api/dist/server.js', 'apps/api/dist/admin.js', 'apps/api/dist/migrations/meta/_journal.json', 'apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'CHANGELOG.md', 'deploy/.env.example']) {
      expect(existsSync(join(app, file)), file).toBe(true)
    }
    for (const folder of ['apps/api/src', 'apps/web/src', 'packages/shared/src']) expect(existsSync(join(app, folder)), folder).toBe(false)
    for (const dev of ['tsx', 'esbuild', 'vite', 'vitest', 'drizzle-kit', 'typescript', 'react', '@mantine/core']) {
      expect(existsSync(join(app, 'node_modules', dev)), dev).toBe(false)
    }
    for (const runtimePackage of ['fastify', '@electric-sql/pglite', 'pg', 'drizzle-orm']) expect(existsSync(join(app, 'node_modules', runtimePackage)), runtimePackage).toBe(true)
    console.info(`release: ${readdirSync(join(app, 'node_modules')).length} top-level production packages; no sources, no build tools`)
  })

  it("renders booking step 2 with the web build's server bundle alone: no web package is installed (decision 116)", () => {
    const stepTwo = `/agendamento?d=${encodeQueryParam({ s: 2, p: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f' })}`
    // Run inside the release, where React, Mantine and the router are not installed: the bundle carries them.
    const script = `
      const pages = await import('./apps/web/dist-server/entry-server.js')
      const reads = pages.firstReadsOf(process.argv[1])
      const refused = reads.map((address) => ({ address, status: 404, body: JSON.stringify({ message: 'Não encontrado.' }) }))
      console.log(JSON.stringify({ reads: reads.length, page: await pages.renderPage(process.argv[1], refused, '<div id="root"></div>') }))`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, stepTwo], { cwd: app, encoding: 'utf8' })
    // Step 2's three reads; a professional not found leaves the page to the app (the shell): nothing rendered.
    expect(JSON.parse(output)).toEqual({ reads: 3, page: null })
  }, 60_000)

  it('deploy/acolhe-admin runs the compiled tools with the env file, production dependencies only: check-config, create, list', () => {
    // deploy/acolhe-admin, with nothing in the environment but where the env file and the release are.
    const run = (args: string[], input = '') =>
      execFileSync(join(app, 'deploy/acolhe-admin'), args, { input, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ACOLHE_ENV_FILE: envFile, ACOLHE_HOME: app } })
    expect(run(['check-config'])).toContain('Configuration OK')
    expect(run(['create', '--email', 'ti@clinica.com.br', '--first-name', 'Tereza', '--last-name', 'Lima'], 'Senha-Forte-2026\n')).toContain('Admin created')
    expect(run(['list'])).toMatch(/ti@clinica\.com\.br\s+Tereza Lima\s+active/)
  }, 120_000)

  it('the image and the systemd unit run node itself on the same compiled server, in the same folder', () => {
    expect(runtime?.cmd[0]).toBe('node')
    expect(unit.execStart[0]).toMatch(/\/node$/)
    const script = runtime?.cmd.at(-1) ?? ''
    expect(unit.execStart.slice(1)).toEqual([...(runtime?.cmd.slice(1, -1) ?? []), join(unit.workingDirectory, script)])
    expect(runtime?.workdir).toBe(unit.workingDirectory)
    // The settings the image bakes in are the env file's (the unit reads that file).
    expect(runtime?.env.NODE_ENV).toBe(readEnvExample().NODE_ENV)
    expect(runtime?.env.DATA_DIR).toBe(readEnvExample().DATA_DIR)
    expect(unit.environmentFile).toBe('/etc/acolhe/acolhe.env')
    expect(unit.environment).toEqual({ PORT: '%i' })
    expect(unit.killSignal).toBe('SIGTERM')
  })

  it('started with the unit\'s ExecStart: SIGTERM to that PID takes it out of the pool, then it exits 0', async () => {
    const args = unit.execStart.slice(1).map((arg) => arg.replace(unit.workingDirectory, app))
    // What systemd gives the process: the env file, then PORT from the instance's name (startCommand sets it).
    const server = await startCommand(process.execPath, args, app, env, await freePort())
    expect(server.output()).toContain('Acolhe está no ar')
    server.child.kill(unit.killSignal as NodeJS.Signals)
    expect(await untilNotReady(`${server.baseUrl}/api/health/ready`)).toBe(503)
    // Still answering while the balancer notices.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
    expect(await server.exited).toBe(0)
    console.info(`release: ExecStart served on ${database ? 'PostgreSQL' : 'the embedded database'}, left the pool on SIGTERM and exited 0`)
  }, 180_000)

  it('started with `npm start`: SIGTERM to npm reaches the node process, which drains and exits; nothing is left running', async () => {
    const server = await startCommand('npm', ['start'], app, env, await freePort())
    const npmPid = server.child.pid ?? 0
    // The start script execs node: npm's only child is the server, not a shell that would swallow the signal.
    const [serverPid = 0, ...others] = childrenOf(npmPid)
    expect(others).toEqual([])
    expect(readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')).toEqual(['node', '--enable-source-maps', 'apps/api/dist/server.js', ''])
    server.child.kill('SIGTERM')
    expect(await untilNotReady(`${server.baseUrl}/api/health/ready`)).toBe(503)
    await server.exited
    while (isRunning(serverPid)) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await fetch(`${server.baseUrl}/api/health`).then((response) => response.status, () => 0)).toBe(0)
    expect(server.output()).toContain('"signal":"SIGTERM"')
    console.info('release: npm start passed SIGTERM to node, which drained and exited; no server left behind')
  }, 180_000)
})
