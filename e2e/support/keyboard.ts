import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab (up to `max` times) until `target` has the keyboard focus; fails when it never does. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  const handle = await target.elementHandle()
  expect(handle, 'the element to reach by keyboard is not on the page').not.toBeNull()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await handle!.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`)
}

/** The accessible error of the focused field: invalid, and described by a text that says why. */
export async function focusedFieldError(page: Page): Promise<{ invalid: string | null; description: string }> {
  return page.evaluate(() => {
    const field = document.activeElement
    if (!field) return { invalid: null, description: '' }
    const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    const description = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim()
    return { invalid: field.getAttribute('aria-invalid'), description }
  })
}
