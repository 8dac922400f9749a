// Browser end-to-end run (`npm run test:e2e`, after `npm run build`): starts the production server on a
// free port with a fresh embedded database, runs the Playwright tests against it with the system
// Chromium, stops the server and exits with the tests' code. Never downloads a browser.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServices } from './support/test-services.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const required = process.env.E2E_REQUIRED === '1'

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
    if (server.exitCode !== null) throw new Error(`the server exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`)
}

function stop(child) {
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

const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-e2e-'))
const serverLog = []
// The server's local mailbox needs this token; Playwright gets it too, for tests that read the mailbox.
const devMailboxToken = randomBytes(24).toString('base64url')

const services = await startTestServices()
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'apps/api'),
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    RATE_LIMIT_PER_MINUTE: '0',
    DEV_MAILBOX_TOKEN: devMailboxToken,
    // Journeys that need "now" somewhere else move the server clock (PUT /api/test-support/clock).
    TEST_CLOCK_CONTROL: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...services.serverEnv,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
const keep = (chunk) => {
  serverLog.push(chunk.toString())
  if (serverLog.length > 200) serverLog.shift()
}
server.stdout.on('data', keep)
server.stderr.on('data', keep)

let playwright = null
// Ctrl-C or a CI cancel must not leave the server or the browser running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    playwright?.kill(signal)
    await stop(server)
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(130)
  })
}

let exitCode
try {
  await waitForHealth(baseUrl, server, 90_000)
  console.info(`e2e: server ready at ${baseUrl} (DATA_DIR ${dataDir})`)
  playwright = spawn(
    join(root, 'node_modules/.bin/playwright'),
    ['test', '--config', join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...services.testEnv, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromiumPath, DEV_MAILBOX_TOKEN: devMailboxToken } },
  )
  exitCode = await new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)))
} catch (error) {
  console.error(`e2e: ${error.message}`)
  console.error(serverLog.join(''))
  exitCode = 1
} finally {
  await stop(server)
  await services.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
if (exitCode !== 0) console.error(`e2e: failed (exit code ${exitCode})`)
process.exit(exitCode)
