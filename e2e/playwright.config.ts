import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'

// Driven by e2e/run.mjs, which starts one server per worker and passes their addresses (E2E_BASE_URLS);
// e2e/support/fixtures.ts gives each worker its own (testInfo.parallelIndex). The system Chromium is
// used; `playwright install` is never run.
const baseURL = process.env.E2E_BASE_URLS?.split(',')[0] ?? 'http://127.0.0.1:3000'
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  // Every test brings its own people and hours, and each worker has its own server and clock.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  // One retry, reported as "flaky" in the list, so a journey that fails once under a loaded CPU (two
  // keyboard-and-axe journeys at 390 px did, on a hydration race and a contrast measured mid-fade) does not
  // sink a whole CI run; a journey that fails twice still fails it. E2E_RETRIES=0 shows every flake.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  forbidOnly: true,
  // Whole journeys (registration through calendar, booking through payment) take 15–35 s on the
  // two-core CI machine; a minute leaves room without hiding a hung step (expect waits 10 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
