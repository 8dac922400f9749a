import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { pinnedNow } from './timeline'

// The pinned instant of a browser test (decisions 018 and 032): e2e/run.mjs starts every server's clock at
// its timeline's instant (support/timeline.ts); the fixtures (fixtures.ts) put each test's server clock
// back there and start every browser context's clock there too, so "now" is the same instant whatever the
// hour CI runs.

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
  pinnedOffsetMs = (await putClock(request, { now: pinnedNow().toISOString() })).offset_ms
}

/**
 * Places the server's "now" (test-only route of the e2e runner), or with `null` puts it back on the
 * test's pinned timeline. The browser clocks of `pages` move to the same instant.
 */
export async function setServerClock(request: APIRequestContext, now: Date | string | null, ...pages: Page[]): Promise<void> {
  const reply = await putClock(request, now === null ? { offset_ms: pinnedOffsetMs } : { now: new Date(now).toISOString() })
  for (const page of pages) await page.clock.setSystemTime(new Date(reply.now))
}
