import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { logInThroughApi } from './support/login'

// /admin/profissionais must fit the screens admins use: at 1280 px, beside the admin menu, every column
// — the whole status and both actions — shows without a sideways scroll; at 390 px each professional is a
// card with the same facts and buttons, inside the screen.

/** Whether any element matched by `selector` is wider than its own box (cut text) or overflows the viewport. */
async function overflows(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => element.textContent),
  )
}

test('at 1280 px the professionals list shows every column, the status and both actions without a sideways scroll', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/profissionais')
  const rows = page.getByTestId('professional-row')
  await expect(rows.first()).toBeVisible()
  const table = page.getByRole('table')
  const scroll = await table.evaluate((element) => {
    const container = element.parentElement?.closest('.mantine-Table-scrollContainer') ?? element.parentElement
    return { scrollWidth: container?.scrollWidth ?? 0, clientWidth: container?.clientWidth ?? 0 }
  })
  expect(scroll.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(scroll.clientWidth + 1)
  await expect(page.getByRole('columnheader', { name: 'Ações' })).toBeInViewport({ ratio: 1 })
  for (const button of await page.getByRole('button', { name: /^(Autorizar|Desautorizar) / }).all()) await expect(button).toBeInViewport({ ratio: 1 })
  expect(await overflows(page, '[data-testid="professional-status"] .mantine-Badge-label')).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('admin-professionals-1280.png'), fullPage: true })
})

test('at 390 px each professional is a card with the status and both actions inside the screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/profissionais')
  const cards = page.getByTestId('professional-card')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  const first = cards.first()
  await expect(first.getByTestId('professional-status')).toBeVisible()
  await expect(first.getByRole('button', { name: /^(Autorizar|Desautorizar) / })).toBeInViewport({ ratio: 1 })
  await expect(first.getByRole('link', { name: /^Editar / })).toBeInViewport({ ratio: 1 })
  expect(await overflows(page, '[data-testid="professional-card"]')).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await page.screenshot({ path: testInfo.outputPath('admin-professionals-390.png'), fullPage: true })
})
