import { expect, test } from './support/fixtures'
import { expectNoSeriousA11yViolations, expectVisibleFocusWhileTabbing } from './support/axe'

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

test('the landing page has no serious accessibility violation and a visible keyboard focus', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectVisibleFocusWhileTabbing(page)
})

test('the landing page shows the three steps, the professionals, the FAQ paged by 5 and the support contact', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible()
  for (const step of ['Cadastre-se', 'Escolha um profissional', 'Faça sua consulta']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
  }

  // The professionals and the FAQ are fetched by the app, which a prerendered page loads once the visitor
  // comes near them (or shows intent elsewhere; decision 052): scrolled to, as a visitor would.
  await page.locator('#profissionais').scrollIntoViewIfNeeded()
  const professionals = page.getByRole('list', { name: 'Lista de profissionais' })
  await expect(professionals.getByRole('listitem').first()).toBeVisible()
  await expect(professionals.getByText(/^CR[MP] /).first()).toBeVisible()
  await page.getByRole('button', { name: 'Próximos profissionais' }).click()
  await expect(page.getByRole('button', { name: 'Profissionais anteriores' })).toBeEnabled()

  const faq = page.getByRole('region', { name: 'Perguntas frequentes' })
  await expect(faq.getByRole('button', { name: 'Como faço para agendar uma consulta?' })).toBeVisible()
  const firstPage = await faq.getByRole('button', { name: /\?$/ }).allTextContents()
  expect(firstPage).toHaveLength(5)
  await faq.getByRole('button', { name: 'Como faço para agendar uma consulta?' }).click()
  await expect(faq.getByRole('region').first()).toBeVisible()
  await faq.getByRole('button', { name: '2', exact: true }).click()
  await expect(faq.getByRole('button', { name: 'Como entro na consulta online?' })).toBeVisible()

  await expect(page.getByRole('link', { name: 'suporte@acolhe.com.br' })).toHaveAttribute('href', 'mailto:suporte@acolhe.com.br')
})

test('the legal pages state what the platform is and the LGPD rights', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Acesso e documentos' }).getByRole('link', { name: 'Termos de uso', exact: true }).click()
  await expect(page).toHaveURL(/\/termos-de-uso$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible()
  await expect(page.getByText(/plataforma de intermediação/)).toBeVisible()
  await expect(page.getByText(/PIX ou boleto/).first()).toBeVisible()

  await page.goto('/politica-de-privacidade')
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible()
  await expect(page.getByText(/Portabilidade/)).toBeVisible()

  await page.goto('/termos-de-uso-do-profissional')
  await expect(page.getByText(/30 dias consecutivos/)).toBeVisible()
  await expect(page.getByText(/foro da comarca de São Paulo\/SP/)).toBeVisible()
})
