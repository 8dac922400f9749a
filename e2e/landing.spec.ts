import { expect, test } from '@playwright/test'

test('the landing page shows Acolhe, the emergency notice and the call to book', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Acolhe/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('não é serviço de emergência')).toBeVisible()
  await expect(page.getByRole('link', { name: 'CVV' })).toHaveAttribute('href', 'tel:188')

  await page.getByRole('link', { name: 'Agendar uma consulta' }).click()
  await expect(page).toHaveURL(/\/agendamento$/)
})

test('the landing page links to the three logins', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Entrar como paciente' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('link', { name: 'Sou profissional' })).toHaveAttribute('href', '/profissional/login')
  await expect(page.getByRole('link', { name: 'Administração' })).toHaveAttribute('href', '/admin/login')
})
