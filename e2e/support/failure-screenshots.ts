import type { BrowserContext, TestInfo } from '@playwright/test'

// What Playwright's `screenshot: 'only-on-failure'` kept, without its cost for the journeys that pass
// (decision 129): that mode photographs every page of every browser context as the context closes, in every
// test, and deletes the pictures when the test passes — a render and a PNG per context and journey. The
// fixtures (fixtures.ts) call this just before they close a context, so only a failed test pays.

/**
 * Saves a screenshot of each of the context's pages in the test's output folder (test-failed-N.png, as
 * Playwright names them) and attaches it to the report, when the test failed.
 */
export async function screenshotPagesIfFailed(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return
  for (const page of context.pages()) {
    const path = testInfo.outputPath(`test-failed-${testInfo.attachments.filter((attachment) => attachment.name === 'screenshot').length + 1}.png`)
    try {
      await page.screenshot({ path, timeout: 5_000 })
      await testInfo.attach('screenshot', { path, contentType: 'image/png' })
    } catch {
      // A page that crashed or closed meanwhile has no picture; the failure itself is reported anyway.
    }
  }
}
