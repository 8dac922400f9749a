import { expect, test } from './support/fixtures'

// The prerendered wizard (decision 015) must take the very first tap, whenever it lands: before the app's
// code has run (held and replayed by main.tsx) or right after. The taps here are single, with no retry:
// a lost tap fails. It used to be lost at some pinned instants (the default Wednesday 09:10 among them;
// decision 045 tells why).

test('one tap on a type card right after the prerendered wizard loads shows the professional list', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/agendamento')
  await page.getByRole('button', { name: /^Psicólogo/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/agendamento\?d=/)
  expect(errors).toEqual([])
})

test('a tap while the app’s code is still downloading is held until the app takes over', async ({ page }) => {
  // Every script but the tiny entry (main.tsx) waits: the page shows only its prerendered HTML. The
  // entry used to import the whole shared-libraries chunk (its stylesheets had been grouped with it),
  // so the click holder was not listening until 250 KiB of script had arrived and run; a tap then
  // reached a button without a handler and was lost.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(?!index-)[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/agendamento', { waitUntil: 'domcontentloaded', timeout: 10_000 })
  await page.getByRole('button', { name: /^Psicólogo/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toHaveCount(0)
  release()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
})

test('one tap on a type card once the page has settled shows the professional list', async ({ page }) => {
  await page.goto('/agendamento')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: /^Psiquiatra/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
})

test('at 390 px the type cards do not move while the app takes over, and one tap is enough', async ({ page }) => {
  // The stepper above the cards used to be the full one in the prerendered HTML and the compact one after
  // hydration, moving the cards up under a finger; now CSS picks the layout before any script runs.
  await page.setViewportSize({ width: 390, height: 844 })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(?!index-)[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/agendamento', { waitUntil: 'domcontentloaded', timeout: 10_000 })
  const card = page.getByRole('button', { name: /^Psicólogo/ })
  const before = await card.boundingBox()
  release()
  // The app is fetched on the first sign of intent (decision 052): a pointer over the card, no tap yet.
  await card.hover()
  await expect(page.locator('[data-layout="by-width"]')).toHaveCount(0, { timeout: 15_000 })
  expect(await card.boundingBox()).toEqual(before)
  await card.click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
})
