import { expect, type APIRequestContext, type Page } from '@playwright/test'

// The pinned instant of a browser run (decision 018): e2e/run.mjs starts every server's clock at E2E_NOW
// and passes it here; the fixtures (fixtures.ts) put each test's server clock back there and start every
// browser context's clock there too, so "now" is the same instant whatever the hour CI runs.

/** Keep in step with DEFAULT_NOW of e2e/run.mjs: a Wednesday morning in Brasília. */
const DEFAULT_NOW = '2026-12-02T09:10:00-03:00'

/** The instant every test starts at (time then flows on, in the server and in the browser). */
export const PINNED_NOW = new Date(process.env.E2E_NOW || DEFAULT_NOW)
if (Number.isNaN(PINNED_NOW.getTime())) throw new Error(`E2E_NOW is not an instant: ${process.env.E2E_NOW}`)

// The offset (from real time) of the pinned timeline of this worker's server for the running test:
// where setServerClock(…, null) goes back to. A worker runs one test at a time.
let pinnedOffsetMs = 0

type ClockReply = { now: string; offset_ms: number }

async function putClock(request: APIRequestContext, data: { now: string } | { offset_ms: number }): Promise<ClockReply> {
  const reply = await request.put('/api/test-support/clock', { data })
  expect(reply.status(), 'PUT /api/test-support/clock (the server must run with TEST_CLOCK_CONTROL=1)').toBe(200)
  return (await reply.json()) as ClockReply
}

/** Puts the server's "now" back at the pinned instant; done by the fixtures before every test. */
export async function pinServerClock(request: APIRequestContext): Promise<void> {
  pinnedOffsetMs = (await putClock(request, { now: PINNED_NOW.toISOString() })).offset_ms
}

/**
 * Places the server's "now" (test-only route of the e2e runner), or with `null` puts it back on the
 * test's pinned timeline. The browser clocks of `pages` move to the same instant.
 */
export async function setServerClock(request: APIRequestContext, now: Date | string | null, ...pages: Page[]): Promise<void> {
  const reply = await putClock(request, now === null ? { offset_ms: pinnedOffsetMs } : { now: new Date(now).toISOString() })
  for (const page of pages) await page.clock.setSystemTime(new Date(reply.now))
}
