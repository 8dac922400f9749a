import { expect, test } from './support/fixtures'
import { demoAccounts, type DemoRole } from './support/demo-accounts'
import { expectNoSeriousA11yViolations, expectVisibleFocusWhileTabbing } from './support/axe'
import { logInThroughUi, submitLoginForm } from './support/login'

const landings: { role: DemoRole; heading: string }[] = [
  { role: 'admin', heading: 'Dashboard' },
  { role: 'patient', heading: 'Olá, Juliana!' },
  { role: 'professional', heading: 'Minhas consultas' },
  { role: 'pendingProfessional', heading: 'Cadastro em análise' },
]

for (const { role, heading } of landings) {
  test(`${demoAccounts[role].email} logs in at ${demoAccounts[role].loginPath} and lands on ${demoAccounts[role].home}`, async ({ page }) => {
    await logInThroughUi(page, role)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  })
}

test('the admin shell shows its six menu entries and logs out to /admin/login', async ({ page }) => {
  await logInThroughUi(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Navegação principal' })
  for (const entry of ['Dashboard', 'Consultas', 'Profissionais', 'Pacientes', 'Clínicas', 'FAQ']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the patient sidebar is titled with the first name and logout leads to /login', async ({ page }) => {
  await logInThroughUi(page, 'patient')
  const menu = page.getByRole('navigation', { name: 'Navegação principal' })
  await expect(menu.getByText('Juliana', { exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Perfil' })).toBeVisible()
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
})

test('a professional awaiting authorization sees no sidebar, only the header with Sair', async ({ page }) => {
  await logInThroughUi(page, 'pendingProfessional')
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0)
  await page.goto('/profissional/home')
  await expect(page).toHaveURL(/\/profissional\/autorizacao$/)
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/profissional\/login$/)
})

const wrongPassword: { path: string; email: string; message: string }[] = [
  { path: '/login', email: demoAccounts.patient.email, message: 'Email e/ou senha inválida.' },
  { path: '/profissional/login', email: demoAccounts.professional.email, message: 'Email e/ou password inválida.' },
  { path: '/admin/login', email: demoAccounts.admin.email, message: 'Email e/ou senha inválida.' },
]

for (const { path, email, message } of wrongPassword) {
  test(`a wrong password at ${path} shows '${message}' and stays on the page`, async ({ page }) => {
    await submitLoginForm(page, path, email, 'SenhaErrada1')
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })
}

for (const path of ['/login', '/profissional/login', '/admin/login']) {
  test(`${path} has no serious accessibility violation, with and without an error shown`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expectVisibleFocusWhileTabbing(page)
    // Empty submit: the field errors must be announced and still pass.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)
  })
}
