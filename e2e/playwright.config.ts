import { defineConfig, devices } from '@playwright/test'

// Driven by e2e/run.mjs, which starts the server and passes its address. The system Chromium is
// used; `playwright install` is never run.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
