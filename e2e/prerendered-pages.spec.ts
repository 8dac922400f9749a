import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// Decision 015: the landing page and booking step 1 arrive as HTML, and the app hydrates them later.

/** Holds the app's code (src/app/boot.tsx) until `release` is called; the page shows only its HTML. */
async function holdAppCode(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('the landing page and booking step 1 show their content before any of the app’s code has run', async ({ page }) => {
  await holdAppCode(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Cuidar da mente também é cuidar de você' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Agendar uma consulta' })).toBeVisible()
  await expect(page).toHaveTitle('Início · Acolhe')

  await page.goto('/agendamento')
  await expect(page.getByText('Que tipo de profissional você procura?')).toBeVisible()
  // A wizard state in the address is the app's to render: the shell has no prerendered step.
  await page.goto('/agendamento?d=cwluMQ')
  await expect(page.locator('#root')).toBeEmpty()
})

test('a click on the prerendered page before the app has hydrated it is not lost', async ({ page }) => {
  const release = await holdAppCode(page)
  await page.goto('/agendamento')
  await page.getByRole('button', { name: /^Psicólogo/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toHaveCount(0)
  release()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible()
  await expect(page).toHaveURL(/\/agendamento\?d=/)
})
