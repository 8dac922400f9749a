import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { pinServerClock } from './clock'
import { screenshotPagesIfFailed } from './failure-screenshots'
import { signUpPatient, type Patient } from './people'
import { pinnedNow, serverUrl, useTimeline } from './timeline'

// The test and expect of every spec (decisions 018 and 032). Each worker runs on its project's timeline
// (an instant) and talks only to its own server of that timeline (chosen by testInfo.parallelIndex, so two
// tests running at once never share a server, a database or a clock); before each test that server's
// clock goes back to the timeline's instant, and every browser context's clock starts there too and
// flows on in real time.

/** Installs the pinned clock on a browser context (the clock is per context, shared by its pages). */
export async function pinBrowserClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: pinnedNow() })
}

type Fixtures = {
  /** Pins this worker's server clock at the pinned instant before the test (automatic). */
  pinnedClock: void
  /**
   * Opens a page in a new browser context of its own (another person, or another device with `options`:
   * a time zone, a phone's viewport), with the pinned clock; the context closes after the test.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>
  /** A fresh patient, signed up through the API; `page` (and page.request) is logged in as them. */
  patient: Patient
  /** Signs up another fresh patient through the API from a client of its own: nobody is logged in as them. */
  newPatient: (options?: Parameters<typeof signUpPatient>[1]) => Promise<Patient>
}

export type WorkerOptions = {
  /** The index of the project's timeline in E2E_TIMELINES (set per project by playwright.config.ts). */
  timeline: number
}

type WorkerFixtures = WorkerOptions & {
  /** The URL of this worker's own server (its SMTP and Google: support/mail-and-google.ts). */
  serverUrl: string
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  timeline: [0, { scope: 'worker', option: true }],
  serverUrl: [
    async ({ timeline }, use) => {
      useTimeline(timeline)
      await use(serverUrl())
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  pinnedClock: [
    async ({ playwright, serverUrl }, use) => {
      const request = await playwright.request.newContext({ baseURL: serverUrl })
      await pinServerClock(request)
      await request.dispose()
      await use()
    },
    { auto: true },
  ],
  context: async ({ context, pinnedClock }, use, testInfo) => {
    void pinnedClock
    await pinBrowserClock(context)
    await use(context)
    await screenshotPagesIfFailed(context, testInfo)
  },
  newPage: async ({ browser, pinnedClock }, use, testInfo) => {
    void pinnedClock
    const contexts: BrowserContext[] = []
    await use(async (options) => {
      // browser.newContext() inside a test takes the project's `use` options, baseURL included.
      const context = await browser.newContext(options)
      contexts.push(context)
      await pinBrowserClock(context)
      return context.newPage()
    })
    for (const context of contexts) {
      await screenshotPagesIfFailed(context, testInfo)
      await context.close()
    }
  },
  patient: async ({ page }, use) => {
    await use(await signUpPatient(page.request))
  },
  newPatient: async ({ playwright, baseURL }, use) => {
    await use(async (options) => {
      const request = await playwright.request.newContext({ baseURL })
      try {
        return await signUpPatient(request, options)
      } finally {
        await request.dispose()
      }
    })
  },
})

export { expect }
