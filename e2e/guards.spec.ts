import { expect, test } from './support/fixtures'

test('an anonymous visit to /home goes to /login', async ({ page }) => {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible()
})

test('an anonymous visit to the professional area goes to /profissional/login', async ({ page }) => {
  await page.goto('/profissional/calendario')
  await expect(page).toHaveURL(/\/profissional\/login$/)
})

test('an anonymous visit to the admin area goes to /admin/login', async ({ page }) => {
  await page.goto('/admin/pacientes')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the landing page does not download admin code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(scripts.some((url) => /admin-shell|\/admin-/.test(url))).toBe(false)
})
