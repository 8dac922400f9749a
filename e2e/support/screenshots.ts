import type { Page } from '@playwright/test'

// Screenshots a journey leaves for a person to look at (E2E_SCREENSHOTS_DIR set), at the phone and
// desktop widths the product is reviewed at. Without the variable nothing is taken.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

/**
 * `name-390.png` and `name-1280.png`, full page. `reopen` reloads the page at each width and opens what is
 * shown (a dialog, a drawer), so nothing is caught mid-transition between the two layouts; the page is
 * left at its width as it was, reopened the same way.
 */
export async function shootAtBothWidths(page: Page, name: string, reopen?: () => Promise<void>) {
  if (!shotsDir) return
  const size = page.viewportSize()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    if (reopen) {
      await page.reload()
      await reopen()
    }
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true })
  }
  if (size) await page.setViewportSize(size)
  if (reopen) {
    await page.reload()
    await reopen()
  }
}
