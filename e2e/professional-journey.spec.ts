import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { decodeQueryParam } from '../packages/shared/src/query-param-codec'
import { DEMO_PASSWORD, demoAccounts } from './support/demo-accounts'
import { submitLoginForm } from './support/login'
import { maskedCpf, uniqueCpf, uniqueEmail } from './support/people'
import { choose, copyPersonalLink, manageCalendar } from './support/professional-journey'

// A professional registers through the four steps (the draft survives a reload),
// sees the waiting page, an admin authorizes them, they log in, land on home, manage their calendar,
// copy their link, and the link opens the booking wizard at step 2 with them chosen.

const email = uniqueEmail('beatriz')
const password = 'Senha123'

async function registerThroughTheSteps(page: Page) {
  await page.goto('/profissional/cadastro')
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro do profissional' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Termos de uso do profissional' })).toHaveAttribute('href', '/termos-de-uso-do-profissional')
  await expect(page.getByRole('link', { name: 'É paciente? Acesse a área do cliente' })).toHaveAttribute('href', '/login')
  await page.getByRole('link', { name: 'Começar cadastro' }).click()

  await expect(page).toHaveURL(/\/profissional\/cadastro\/info-pessoal$/)
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Beatriz')
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Nogueira')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Data de nascimento' }).pressSequentially('09041988')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill(password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Próximo' }).click()

  await expect(page).toHaveURL(/\/info-documentacao$/)
  await page.getByRole('radio', { name: 'Psicólogo' }).check()
  // A CPF of this run only: CPF/CNPJ is unique, and another spec may share this worker's server.
  const cpf = uniqueCpf()
  await page.getByRole('textbox', { name: 'CPF ou CNPJ' }).pressSequentially(cpf)
  await expect(page.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue(maskedCpf(cpf))
  await page.getByRole('textbox', { name: 'CRP', exact: true }).pressSequentially('0612345')
  await expect(page.getByRole('textbox', { name: 'CRP', exact: true })).toHaveValue('06/12345')
  await choose(page, 'UF do registro', 'SP')
  await page.getByRole('textbox', { name: 'Currículo Lattes (URL)' }).fill('http://lattes.cnpq.br/1234567890123456')
  await page.getByRole('button', { name: 'Próximo' }).click()

  await expect(page).toHaveURL(/\/info-contato$/)
  await page.getByRole('textbox', { name: 'Telefone' }).pressSequentially('11988887777')
  await page.getByRole('textbox', { name: /Breve descrição/ }).fill('Terapia cognitivo-comportamental para adultos.')

  // The draft survives a reload: this step and the ones before it.
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98888-7777')
  await expect(page.getByRole('textbox', { name: /Breve descrição/ })).toHaveValue('Terapia cognitivo-comportamental para adultos.')
  await page.getByRole('button', { name: 'Próximo' }).click()

  await expect(page).toHaveURL(/\/info-modalidade$/)
  await page.getByRole('radio', { name: 'Online' }).check()
  await page.getByRole('button', { name: 'Concluir cadastro' }).click()
  await expect(page.getByText('Profissional criado com sucesso!').last()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo(a), Beatriz!' })).toBeVisible()
  // The draft is gone once the registration succeeded.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('acolhe.professional-registration')))).toEqual([])
}

test('a professional registers, is authorized, manages the calendar and shares the booking link', async ({ page, context, playwright, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await registerThroughTheSteps(page)

  await page.getByRole('link', { name: 'Acompanhar autorização' }).click()
  await expect(page).toHaveURL(/\/profissional\/autorizacao$/)
  await expect(page.getByText('Olá, Beatriz!')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0)
  const me = await (await page.request.get('/api/professional-private/me')).json()
  const professionalId: string = me.professional.id

  // The admin authorizes the account through the API (the admin screens have their own journey).
  const admin = await playwright.request.newContext({ baseURL })
  expect((await admin.post('/api/admin/login', { data: { email: demoAccounts.admin.email, password: DEMO_PASSWORD } })).status()).toBe(200)
  const authorization = await admin.patch(`/api/professional-private/${professionalId}/authorization`, { data: { authorized: true } })
  expect(authorization.status()).toBe(200)
  await admin.dispose()

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/profissional\/login$/)
  await submitLoginForm(page, '/profissional/login', email, password)
  await expect(page).toHaveURL(/\/profissional\/home$/)

  await manageCalendar(page)

  const link = await copyPersonalLink(page)
  const url = new URL(link)
  expect(url.pathname).toBe('/agendamento')
  expect(decodeQueryParam(url.searchParams.get('d'))).toEqual({ s: 2, p: professionalId })

  await page.goto(`${url.pathname}${url.search}`)
  // The booking wizard opens at step 2 (Data/Hora) with the professional chosen. Rendered by the server
  // (decision 116), the page holds both layouts of the steps until the app knows the width: CSS shows one.
  await expect(page.getByText('Beatriz Nogueira').first()).toBeVisible()
  await expect(page.getByText(/Data\/Hora/).filter({ visible: true }).first()).toBeVisible()
})
