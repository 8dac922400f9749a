import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// Decision 052: a prerendered page (decision 015) downloads no app code until the visitor shows intent;
// the first tap, made with the app not even requested, starts it and is replayed once it has taken over.

/** Records whether the page asked for the app's code (src/app/boot.tsx) at any point. */
function watchAppCode(page: Page): { requested: () => boolean } {
  let requested = false
  page.on('request', (request) => {
    if (/\/assets\/boot-[\w-]+\.js$/.test(request.url())) requested = true
  })
  return { requested: () => requested }
}

test('booking step 1 loads no app code by itself, and one tap with the app not yet requested lands', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const appCode = watchAppCode(page)
  await page.goto('/agendamento', { waitUntil: 'networkidle' })
  // A pointer over text that cannot be acted on is not intent.
  await page.getByText('Que tipo de profissional você procura?').hover()
  await page.waitForLoadState('networkidle')
  expect(appCode.requested()).toBe(false)

  await page.getByRole('button', { name: /^Psicólogo/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/agendamento\?d=/)
  expect(appCode.requested()).toBe(true)
  expect(errors).toEqual([])
})

test('a keyboard user reaches and chooses a type card before any app code was requested', async ({ page }) => {
  const appCode = watchAppCode(page)
  await page.goto('/agendamento', { waitUntil: 'networkidle' })
  expect(appCode.requested()).toBe(false)
  const card = page.getByRole('button', { name: /^Psiquiatra/ })
  await card.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
})

test('a plain link of the landing page works as a link while the app never arrives', async ({ page }) => {
  // The app's code is held forever: following the link must not depend on it.
  await page.route(/\/assets\/boot-[\w-]+\.js$/, () => new Promise<void>(() => {}))
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: 'Agendar uma consulta' }).click()
  await expect(page).toHaveURL(/\/agendamento$/)
  await expect(page.getByText('Que tipo de profissional você procura?')).toBeVisible()
})

test('a tap held while the app downloads shows a progress bar until the app has answered it', async ({ page }) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/agendamento', { waitUntil: 'networkidle' })
  await expect(page.locator('html[data-app-loading]')).toHaveCount(0)
  await page.getByRole('button', { name: /^Psicólogo/ }).click()
  await expect(page.locator('html[data-app-loading]')).toHaveCount(1)
  release()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('html[data-app-loading]')).toHaveCount(0)
})
