// Browser end-to-end run (`npm run test:e2e`, after `npm run build`): starts one production server per
// Playwright worker, each on a free port with its own fresh embedded database, its own SMTP/Google
// services and its clock pinned at E2E_NOW; runs the Playwright tests against them with the system
// Chromium (a worker talks only to its own server), stops everything and exits with the tests' code.
// Never downloads a browser. `--instants` runs the whole suite once at each instant of INSTANTS.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServices } from './support/test-services.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const required = process.env.E2E_REQUIRED === '1'

/** The instant the servers' and browsers' clocks start at: a weekday morning in Brasília. */
const DEFAULT_NOW = '2026-12-02T09:10:00-03:00'
/** `--instants`: the default, a Saturday night, and the last afternoon of a month (and of a year). */
const INSTANTS = [DEFAULT_NOW, '2026-11-28T23:30:00-03:00', '2026-12-31T16:00:00-03:00']

if (!existsSync(chromiumPath)) {
  const line = '!'.repeat(78)
  console.error(`\n${line}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${chromiumPath}.`)
  console.error('!! Install Chromium or set CHROMIUM_PATH to run the browser tests.')
  if (required) console.error('!! E2E_REQUIRED=1, so this is a failure.')
  console.error(`${line}\n`)
  process.exit(required ? 1 : 0)
}

// WEB_DIST_DIR lets parallel work build into its own folder; the server reads the same variable.
const webDist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist')
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`e2e: ${webDist} is missing; run \`npm run build\` first (npm run test:e2e does).`)
  process.exit(1)
}

const args = process.argv.slice(2)
if (args.includes('--instants')) process.exit(await runAtEachInstant(args.filter((arg) => arg !== '--instants')))

const now = process.env.E2E_NOW || DEFAULT_NOW
if (Number.isNaN(Date.parse(now)) || !/[+-]\d{2}:\d{2}$|Z$/.test(now)) {
  console.error(`e2e: E2E_NOW must be an ISO instant with its offset (e.g. ${DEFAULT_NOW}), not "${now}"`)
  process.exit(1)
}
const workers = workerCount(args)
// The servers' local mailbox needs this token; Playwright gets it too, for tests that read the mailbox.
const devMailboxToken = randomBytes(24).toString('base64url')

/** Runs this script once per instant, one after the other, and prints each result and duration. */
async function runAtEachInstant(playwrightArgs) {
  const results = []
  for (const instant of INSTANTS) {
    console.info(`\ne2e: === the whole suite at ${instant} ===`)
    const started = Date.now()
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...playwrightArgs], { stdio: 'inherit', env: { ...process.env, E2E_NOW: instant } })
    const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)))
    results.push({ instant, code, seconds: Math.round((Date.now() - started) / 1000) })
  }
  console.info('\ne2e: results by instant')
  for (const { instant, code, seconds } of results) console.info(`  ${instant}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}  ${seconds} s`)
  return results.every((result) => result.code === 0) ? 0 : 1
}

/** As many workers (hence servers) as Playwright will use: `--workers`/`-j`, E2E_WORKERS, or the cores. */
function workerCount(playwrightArgs) {
  const index = playwrightArgs.findIndex((arg) => arg === '--workers' || arg === '-j' || arg.startsWith('--workers='))
  const given = index < 0 ? process.env.E2E_WORKERS : playwrightArgs[index].includes('=') ? playwrightArgs[index].split('=')[1] : playwrightArgs[index + 1]
  const count = Number(given)
  if (given && (!Number.isInteger(count) || count < 1)) {
    console.error(`e2e: the worker count must be a whole number (a percentage is not supported here), not "${given}"`)
    process.exit(1)
  }
  return given ? count : availableParallelism()
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server at ${baseUrl} exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server at ${baseUrl} did not answer /api/health within ${timeoutMs / 1000} s`)
}

function stopChild(child) {
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

/** The environment of one e2e server (`services.serverEnv` adds its SMTP and Google). */
function serverEnv({ port, baseUrl, dataDir, services }) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    RATE_LIMIT_PER_MINUTE: '0',
    DEV_MAILBOX_TOKEN: devMailboxToken,
    // Journeys that need "now" somewhere else move the server clock (PUT /api/test-support/clock);
    // it starts at the pinned instant, which the browsers' clocks share.
    TEST_CLOCK_CONTROL: '1',
    TEST_CLOCK_START: now,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...services.serverEnv,
  }
}

/** Starts server number `index`: its services, a fresh data dir, the process. Returns how to reach and stop it. */
async function startServer(index) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), `acolhe-e2e-${index}-`))
  const services = await startTestServices()
  const log = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/api'),
    env: serverEnv({ port, baseUrl, dataDir, services }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk) => {
    log.push(chunk.toString())
    if (log.length > 200) log.shift()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let stopped = null
  return {
    index,
    baseUrl,
    dataDir,
    child,
    services,
    log,
    stop: () =>
      (stopped ??= (async () => {
        await stopChild(child)
        await services.stop()
        rmSync(dataDir, { recursive: true, force: true })
      })()),
  }
}

function printServerLogs(servers) {
  for (const server of servers) {
    if (server.log.length === 0) continue
    console.error(`\ne2e: --- log of server ${server.index} (${server.baseUrl}) ---`)
    console.error(server.log.join(''))
  }
}

const servers = []
let playwright = null
// Ctrl-C or a CI cancel must not leave a server or the browser running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    playwright?.kill(signal)
    await Promise.all(servers.map((server) => server.stop()))
    process.exit(130)
  })
}

let exitCode
const started = Date.now()
try {
  for (let index = 0; index < workers; index++) servers.push(await startServer(index))
  await Promise.all(servers.map((server) => waitForHealth(server.baseUrl, server.child, 120_000)))
  console.info(`e2e: ${servers.length} server(s) ready, clocks pinned at ${now}: ${servers.map((server) => server.baseUrl).join(', ')}`)
  const testEnv = {
    ...process.env,
    E2E_NOW: now,
    E2E_WORKERS: String(workers),
    // Worker n (testInfo.parallelIndex) talks to the nth server and the nth services.
    E2E_BASE_URLS: servers.map((server) => server.baseUrl).join(','),
    E2E_SERVICES_URLS: servers.map((server) => server.services.testEnv.E2E_SERVICES_URL).join(','),
    CHROMIUM_PATH: chromiumPath,
    DEV_MAILBOX_TOKEN: devMailboxToken,
  }
  playwright = spawn(join(root, 'node_modules/.bin/playwright'), ['test', '--config', join(root, 'e2e/playwright.config.ts'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: testEnv,
  })
  exitCode = await new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)))
  if (exitCode !== 0) printServerLogs(servers)
} catch (error) {
  console.error(`e2e: ${error.message}`)
  printServerLogs(servers)
  exitCode = 1
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}
console.info(`e2e: ${exitCode === 0 ? 'passed' : `failed (exit code ${exitCode})`} at ${now} with ${workers} worker(s) in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(exitCode)
