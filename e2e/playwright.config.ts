import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import type { WorkerOptions } from './support/fixtures'

// Driven by e2e/run.mjs, which starts one server per worker and timeline (a pinned instant) and passes
// their addresses (E2E_TIMELINES) and which spec files run on which timeline (E2E_PROJECTS, one project
// per timeline; decision 032). e2e/support/fixtures.ts gives each worker its own server of its project's
// timeline (testInfo.parallelIndex). The system Chromium is used, its headless shell when installed
// (run.mjs picks it and passes CHROMIUM_PATH; decision 059); `playwright install` is never run.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** `workers`: how many servers run.mjs started for the project's timeline, so at most that many of its tests at once. */
type Project = { name: string; timeline: number; files: string[]; workers?: number }
const plannedProjects: Project[] = process.env.E2E_PROJECTS ? (JSON.parse(process.env.E2E_PROJECTS) as Project[]) : [{ name: 'default', timeline: 0, files: ['*.spec.ts'] }]

export default defineConfig<WorkerOptions>({
  testDir: '.',
  projects: plannedProjects.map((project) => ({
    name: project.name,
    testMatch: project.files.map((file) => `**/${file}`),
    ...(project.workers ? { workers: project.workers } : {}),
    use: { timeline: project.timeline },
  })),
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
  // The reviewed pictures of visual.spec.ts (decision 066): one set for every instant and machine, so
  // neither the project's name (the instant, which rotates) nor the platform is in their path.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The journeys browse as a person whose system asks for less motion: dialogs, menus and collapses open
    // at once (the theme's respectReducedMotion), so the browser draws no frames of their animations and a
    // step never waits for one (decision 126). reduced-motion.spec.ts checks both preferences.
    reducedMotion: 'reduce',
    // Recording a trace of every journey costs CPU on the two-core machine; a failed journey is retried
    // once, and that retry records its trace.
    trace: 'on-first-retry',
    // A failed journey's pages are photographed by the fixtures (support/failure-screenshots.ts): Playwright's
    // 'only-on-failure' photographs every page of every context as it closes, in every journey (decision 129).
    screenshot: 'off',
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
