import { chooseProfessionalType } from './support/booking-steps'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// Booking step 1 is prerendered and hydrated (decision 015). Mantine keys its responsive styles (the
// card's padding, the type cards' columns) by React ids, so the hydrated page must keep the ids the
// prerendered HTML was written with: the layout after the first click must be the one a direct load of
// the same address shows.

/** The wizard's card padding and the two type cards' boxes, as the browser lays them out. */
async function measure(page: Page) {
  const group = page.getByRole('group', { name: 'Que tipo de profissional você procura?' })
  return group.evaluate((grid) => {
    const card = grid.closest('.mantine-Paper-root')
    const [first, second] = [...grid.querySelectorAll('button')].map((button) => button.getBoundingClientRect())
    return {
      cardPadding: card ? Number.parseFloat(getComputedStyle(card).paddingLeft) : 0,
      sameRow: !!first && !!second && Math.abs(first.top - second.top) < 1 && second.left > first.right,
    }
  })
}

for (const { width, padding } of [
  { width: 1280, padding: 32 },
  { width: 390, padding: 16 },
]) {
  test(`at ${width} px the wizard keeps its card padding and side-by-side type cards after choosing a type`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/agendamento')
    // The professional list appears only once the app has hydrated the page and handled the click.
    await chooseProfessionalType(page, 'Psicólogo')
    await expect(page).toHaveURL(/\/agendamento\?d=/)
    expect(await measure(page)).toEqual({ cardPadding: padding, sameRow: true })
    await page.screenshot({ path: testInfo.outputPath(`step1-after-click-${width}.png`) })

    // The same address loaded directly is rendered by the client alone: the same layout.
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible()
    expect(await measure(page)).toEqual({ cardPadding: padding, sameRow: true })
  })
}
