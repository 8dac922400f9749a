// Browser end-to-end run (`npm run test:e2e`, after `npm run build`): starts one production server per
// Playwright worker and timeline, each on a free port with its own fresh embedded database, its own
// SMTP/Google services and its clock pinned at the timeline's instant; runs the Playwright tests against
// them with the system Chromium (a worker talks only to its own server), stops everything and exits with
// the tests' code. Never downloads a browser.
//
// Which instants (decision 032):
// - by default, the spec files are spread over the three INSTANTS, one Playwright project per instant,
//   in a rotation that moves on with every commit (E2E_ROTATION overrides it): every run tries all
//   three instants, and any three consecutive commits have run every spec file at every instant;
// - `E2E_NOW=<ISO instant>` runs every spec file at that one instant (to reproduce a failure);
// - `--instants` runs every spec file at every instant, in one run.
//
// Where the servers keep their data: by default each has its own embedded PGlite in a fresh folder. With
// E2E_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres), each server
// gets a brand-new database on it instead, dropped at the end: the servers start in ~1 s of CPU rather than
// ~6 s (no embedded initdb) and answer with a native engine (docs/decisions/050-browser-journeys-on-postgresql.md).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startFakePsp } from './support/start-fake-psp.mjs'
import { startTestServices } from './support/test-services.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// Debian's headless shell of the system Chromium (package chromium-headless-shell, the same release) when
// it is installed: a new browser context, page and page load cost it about half the CPU the full browser's
// headless mode does, and the journeys are mostly that (decision 059). Else the full system Chromium.
const chromiumPath = process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) || '/usr/bin/chromium'
const required = process.env.E2E_REQUIRED === '1'
const databaseServerUrl = process.env.E2E_DATABASE_URL || null

/** A weekday morning in Brasília (keep in step with e2e/support/timeline.ts). */
const DEFAULT_NOW = '2026-12-02T09:10:00-03:00'
/** The default, a Saturday night, and the last afternoon of a month (and of a year). */
const INSTANTS = [DEFAULT_NOW, '2026-11-28T23:30:00-03:00', '2026-12-31T16:00:00-03:00']
/**
 * Journeys that pay through the bank's API Pix (PAYMENT_PROVIDER=pix) rather than the local payment page:
 * they get a server of their own, beside a fake PSP (support/fake-pix-psp.mjs; decision 105). Every
 * other journey keeps the local page its steps click through. One server, not one per worker: the
 * provider is the whole server's, so the journey cannot share another's, and for its one journey a second
 * server and bank only started and idled (decision 117). Its Playwright project then runs one test at a
 * time (`workers: 1`).
 */
const PIX_PROVIDER_SPECS = new Set(['pix-automatico.spec.ts'])
const PIX_KEY = 'pagamentos@acolhe.example'
const PIX_CNPJ = '12345678000195'

if (!existsSync(chromiumPath)) {
  const line = '!'.repeat(78)
  console.error(`\n${line}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${chromiumPath}.`)
  console.error('!! Install Chromium (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to run the browser tests.')
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
// The servers run the compiled API, as `npm start` does (docs/decisions/047-compiled-api-start.md).
const compiledServer = join(root, 'apps/api/dist/server.js')
if (!existsSync(compiledServer)) {
  console.error('e2e: apps/api/dist/server.js is missing; run `node scripts/build-api-if-changed.mjs` first (npm run test:e2e does).')
  process.exit(1)
}

const args = process.argv.slice(2).filter((arg) => arg !== '--instants')
const everyInstant = process.argv.includes('--instants')
const fixedNow = process.env.E2E_NOW
if (fixedNow && (Number.isNaN(Date.parse(fixedNow)) || !/[+-]\d{2}:\d{2}$|Z$/.test(fixedNow))) {
  console.error(`e2e: E2E_NOW must be an ISO instant with its offset (e.g. ${DEFAULT_NOW}), not "${fixedNow}"`)
  process.exit(1)
}
const workers = workerCount(args)
// The servers' local mailbox needs this token; Playwright gets it too, for tests that read the mailbox.
const devMailboxToken = randomBytes(24).toString('base64url')
const plan = planProjects()

/**
 * The Playwright projects: which spec files run at which instant. Spec files named on the command line
 * narrow the plan (so a single file starts only the servers of its own instant).
 */
function planProjects() {
  const named = args.filter((arg) => arg.includes('.spec.ts')).map((arg) => basename(arg.split(':')[0]))
  const all = readdirSync(join(root, 'e2e')).filter((file) => file.endsWith('.spec.ts')).sort()
  const files = named.length > 0 ? all.filter((file) => named.includes(file)) : all
  if (fixedNow) return byProvider([{ now: fixedNow, files }])
  if (everyInstant) return byProvider(INSTANTS.map((now) => ({ now, files })))
  const rotation = rotationOffset()
  return byProvider(INSTANTS.map((now, index) => ({ now, files: all.filter((file, position) => (position + rotation) % INSTANTS.length === index && files.includes(file)) })))
}

/** Splits each instant's files by the payment provider their servers need; drops empty projects. */
function byProvider(projects) {
  return projects
    .flatMap((project) => [
      { now: project.now, pix: false, files: project.files.filter((file) => !PIX_PROVIDER_SPECS.has(file)) },
      { now: project.now, pix: true, files: project.files.filter((file) => PIX_PROVIDER_SPECS.has(file)) },
    ])
    .filter((project) => project.files.length > 0)
}

/** How many servers (hence workers at once) a project gets: one for an API Pix project, else one per worker. */
function serversOf(project) {
  return project.pix ? 1 : workers
}

/** A project's name: its instant, and 'API Pix' for the servers on that provider. */
function projectName(project) {
  return project.pix ? `${instantName(project.now)} API Pix` : instantName(project.now)
}

/** E2E_ROTATION, else the number of commits (the same commit always runs the same plan), else 0. */
function rotationOffset() {
  const given = process.env.E2E_ROTATION
  if (given !== undefined && given !== '') {
    if (!/^\d+$/.test(given)) {
      console.error(`e2e: E2E_ROTATION must be a whole number, not "${given}"`)
      process.exit(1)
    }
    return Number(given) % INSTANTS.length
  }
  try {
    return Number(execFileSync('git', ['rev-list', '--count', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()) % INSTANTS.length
  } catch {
    return 0
  }
}

/** 'sáb 28/11 23:30': a project's name, the instant as Brasília sees it. */
function instantName(now) {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(new Date(now))
    .replace(/[.,]/g, '')
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
      // Bounded: whatever holds the port may accept the connection and never answer.
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server at ${baseUrl} did not answer /api/health within ${timeoutMs / 1000} s`)
}

/** CPU seconds a running child has used so far (Linux /proc), or null elsewhere. */
function cpuSecondsOf(child) {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime, fields 14 and 15 of stat (12 and 13 after the name), in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
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
function serverEnv({ port, baseUrl, dataDir, services, now, databaseUrl, psp }) {
  return {
    ...process.env,
    // Only the servers' own database, never one the caller's environment names.
    DATABASE_URL: databaseUrl ?? '',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    RATE_LIMIT_PER_MINUTE: '0',
    DEV_MAILBOX_TOKEN: devMailboxToken,
    // Journeys that need "now" somewhere else move the server clock (PUT /api/test-support/clock);
    // it starts at its timeline's instant, which the browsers' clocks share.
    TEST_CLOCK_CONTROL: '1',
    TEST_CLOCK_START: now,
    // The reminder, waitlist and outbox checks keep their production intervals: they run at once after a
    // request that writes (moving the clock to a reminder's time, a cancellation, a booking's email), and an
    // idle server no longer checks twice a second (decision 117).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...services.serverEnv,
    ...(psp ? pixEnv(psp) : {}),
  }
}

/** The API Pix provider, Pix Automático included, pointed at the fake PSP `psp` (support/fake-pix-psp.mjs). */
function pixEnv(psp) {
  return {
    PAYMENT_PROVIDER: 'pix',
    PIX_API_URL: psp.apiUrl,
    PIX_OAUTH_TOKEN_URL: psp.tokenUrl,
    PIX_CLIENT_ID: psp.clientId,
    PIX_CLIENT_SECRET: psp.clientSecret,
    PIX_KEY,
    PIX_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    PIX_AUTOMATICO_CNPJ: PIX_CNPJ,
    PIX_AUTOMATICO_AGENCY: '0001',
    PIX_AUTOMATICO_ACCOUNT: '123456',
  }
}

/** Starts a fake PSP at `now` (support/start-fake-psp.mjs: bounded, and loud when it fails). */
function startPspAt(now, keep) {
  return startFakePsp({
    command: join(root, 'node_modules/.bin/tsx'),
    args: [join(root, 'e2e/support/fake-pix-psp.mjs')],
    cwd: root,
    env: { ...process.env, FAKE_PSP_CHAVE: PIX_KEY, FAKE_PSP_CNPJ: PIX_CNPJ, FAKE_PSP_NOW: now },
    keep,
  })
}

/**
 * Starts server number `index` at `now`: its services, a fresh data dir, the process. Returns how to reach
 * it, wait for it (`ready`) and stop it.
 */
async function startServer(index, now, pix) {
  const dataDir = mkdtempSync(join(tmpdir(), `acolhe-e2e-${index}-`))
  const database = databaseServerUrl ? await createServerDatabase(index) : null
  const services = await startTestServices()
  const log = []
  const keep = (chunk) => {
    log.push(chunk.toString())
    if (log.length > 200) log.shift()
  }
  // The bank must answer before the server starts: the server registers its webhooks there at start-up.
  const psp = pix ? await startPspAt(now, keep) : null
  const server = { index, dataDir, services, psp, log, now, baseUrl: '', child: null }
  // The port is chosen free, but another process may take it before the server listens on it.
  const launch = async () => {
    const port = await freePort()
    server.baseUrl = `http://127.0.0.1:${port}`
    server.child = spawn(process.execPath, ['--enable-source-maps', compiledServer], {
      cwd: join(root, 'apps/api'),
      env: serverEnv({ port, baseUrl: server.baseUrl, dataDir, services, now, databaseUrl: database?.url, psp }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.child.stdout.on('data', keep)
    server.child.stderr.on('data', keep)
  }
  await launch()
  let stopped = null
  return Object.assign(server, {
    /** Waits until it answers; a server whose port was taken meanwhile starts again on another (twice at most). */
    ready: async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await waitForHealth(server.baseUrl, server.child, 120_000)
        } catch (error) {
          if (attempt > 2 || !log.join('').includes('EADDRINUSE')) throw error
          console.info(`e2e: the port of ${server.baseUrl} was taken before the server listened; starting it on another`)
          log.length = 0
          await launch()
        }
      }
    },
    stop: () =>
      (stopped ??= (async () => {
        await stopChild(server.child)
        await services.stop()
        if (psp) await stopChild(psp.child)
        await database?.drop()
        rmSync(dataDir, { recursive: true, force: true })
      })()),
  })
}

/** Runs one statement on the PostgreSQL server's maintenance database (CREATE/DROP DATABASE). */
async function onDatabaseServer(statement) {
  const client = new pg.Client({ connectionString: databaseServerUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A brand-new database for server `index` on E2E_DATABASE_URL's server; the server migrates and seeds it. */
async function createServerDatabase(index) {
  const name = `acolhe_e2e_${process.pid}_${Date.now().toString(36)}_${index}`
  await onDatabaseServer(`CREATE DATABASE ${name}`)
  // Its commits return without waiting for the PostgreSQL server's disk flush (this database's setting,
  // not the server's): the journeys never crash that server, and every step that writes waited on the
  // flush (decision 106).
  await onDatabaseServer(`ALTER DATABASE ${name} SET synchronous_commit = off`)
  const url = new URL(databaseServerUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onDatabaseServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`e2e: could not drop ${name}: ${error.message}`)) }
}

/**
 * Passes Playwright's output through, and keeps its closing summary (from the first "N failed", "N flaky",
 * … line to the end) for printing again after the servers' logs.
 */
function keepSummary(stream) {
  const kept = []
  let rest = ''
  let inSummary = false
  stream.on('data', (chunk) => {
    process.stdout.write(chunk)
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) {
      if (!inSummary && /^\s+\d+ (failed|flaky|interrupted|did not run)/.test(line)) inSummary = true
      if (inSummary) kept.push(line)
    }
  })
  return () => (rest && inSummary ? [...kept, rest] : kept)
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
  if (plan.length === 0) throw new Error(`no spec file matches ${args.join(' ')}`)
  // Every timeline gets one server per worker (an API Pix one, one server): a worker of any project may run next to any other.
  for (const [timeline, project] of plan.entries()) {
    for (let worker = 0; worker < serversOf(project); worker++) servers.push(Object.assign(await startServer(servers.length, project.now, project.pix), { timeline }))
  }
  await Promise.all(servers.map((server) => server.ready()))
  // Each timeline's servers, by address (known once each is up: a server may have moved to another port).
  const timelines = plan.map((project, timeline) => {
    const group = servers.filter((server) => server.timeline === timeline)
    return {
      now: project.now,
      servers: group.map((server) => server.baseUrl),
      services: group.map((server) => server.services.testEnv.E2E_SERVICES_URL),
      // The fake PSP beside each server of an API Pix project (support/pix-bank.ts), else empty.
      banks: group.map((server) => (server.psp ? { control: server.psp.controlUrl, e2e: server.psp.e2eUrl } : null)),
    }
  })
  console.info(`e2e: ${servers.length} server(s) ready (${workers} per instant, one per API Pix project), data on ${databaseServerUrl ? 'PostgreSQL' : 'embedded PGlite'}`)
  console.info(`e2e: browser ${chromiumPath}`)
  for (const project of plan) console.info(`e2e:   ${projectName(project)} (${project.now}): ${project.files.join(', ')}`)
  const testEnv = {
    ...process.env,
    E2E_WORKERS: String(workers),
    E2E_TIMELINES: JSON.stringify(timelines),
    E2E_PROJECTS: JSON.stringify(plan.map((project, timeline) => ({ name: projectName(project), timeline, files: project.files, workers: serversOf(project) }))),
    CHROMIUM_PATH: chromiumPath,
    DEV_MAILBOX_TOKEN: devMailboxToken,
  }
  playwright = spawn(join(root, 'node_modules/.bin/playwright'), ['test', '--config', join(root, 'e2e/playwright.config.ts'), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: testEnv,
  })
  const summary = keepSummary(playwright.stdout)
  exitCode = await new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)))
  if (exitCode !== 0) {
    printServerLogs(servers)
    // The servers' logs are long, and a CI log is often read from its end: the failed journeys again, last.
    console.error(`\ne2e: Playwright's summary again:\n${summary().join('\n')}`)
  }
} catch (error) {
  console.error(`e2e: ${error.message}`)
  printServerLogs(servers)
  exitCode = 1
} finally {
  // What the servers cost, beside the browsers and the tests: tells where the run's CPU goes.
  const serverCpu = servers.map((server) => cpuSecondsOf(server.child)).filter((seconds) => seconds !== null)
  if (serverCpu.length > 0) console.info(`e2e: the ${serverCpu.length} server(s) used ${serverCpu.reduce((a, b) => a + b, 0).toFixed(1)} s of CPU`)
  await Promise.all(servers.map((server) => server.stop()))
}
const instants = plan.map((project) => instantName(project.now)).join(', ')
console.info(`e2e: ${exitCode === 0 ? 'passed' : `failed (exit code ${exitCode})`} at ${instants} with ${workers} worker(s) in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(exitCode)
