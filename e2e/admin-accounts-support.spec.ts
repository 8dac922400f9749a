import { expect, test } from './support/fixtures'
import { logInThroughApiAtHome, submitLoginForm } from './support/login'
import { uniqueEmail, uniqueLetters } from './support/people'

// The back office (decision 028): every dashboard card leads to a real admin page; admins are managed
// from /admin/admins and the landing page's 'Fale conosco' reaches the inbox at /admin/suporte.

test('an admin creates another admin from the dashboard card, who logs in and is then deactivated and locked out', async ({ page, newPage }) => {
  await logInThroughApiAtHome(page, 'admin')
  await page.getByRole('link', { name: 'Abrir Admin' }).click()
  await expect(page).toHaveURL(/\/admin\/admins$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Administradores' })).toBeVisible()

  const firstName = `Nina ${uniqueLetters()}`
  const fullName = `${firstName} Reis`
  const email = uniqueEmail('admin-novo')
  await page.getByRole('button', { name: 'Novo administrador' }).click()
  const form = page.getByRole('dialog', { name: 'Novo administrador' })
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(firstName)
  await form.getByRole('textbox', { name: 'Sobrenome' }).fill('Reis')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Senha inicial' }).fill('Senha123')
  await form.getByRole('button', { name: 'Criar administrador' }).click()
  await expect(page.getByText('Administrador criado com sucesso')).toBeVisible()

  const newcomer = await newPage()
  await submitLoginForm(newcomer, '/admin/login', email, 'Senha123')
  await expect(newcomer).toHaveURL(/\/admin\/dashboard$/)

  // The new admin may be on a later page of the list (active first, by name): follow the pages.
  const deactivate = page.getByRole('button', { name: `Desativar ${fullName}` })
  for (let next = 2; !(await deactivate.isVisible()); next += 1) {
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: String(next) }).click()
    await expect(page).toHaveURL(new RegExp(`page=${next}`))
  }
  await deactivate.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Desativar' }).click()
  await expect(page.getByText('Administrador desativado com sucesso')).toBeVisible()
  await expect(page.getByRole('button', { name: `Reativar ${fullName}` })).toBeVisible()

  // Their session ended: the next screen they open sends them to the login, which now refuses them.
  await newcomer.goto('/admin/pacientes')
  await expect(newcomer).toHaveURL(/\/admin\/login$/)
  await submitLoginForm(newcomer, '/admin/login', email, 'Senha123')
  await expect(newcomer.getByText('Esta conta de administrador está desativada.')).toBeVisible()
})

test("a visitor's 'Fale conosco' message reaches the support inbox, where the admin marks it answered", async ({ page, newPage }) => {
  const visitor = await newPage()
  const name = `Lívia ${uniqueLetters()}`
  const email = uniqueEmail('fale-conosco')
  await visitor.goto('/')
  const form = visitor.getByRole('form', { name: 'Fale conosco' })
  // The fields are enabled once the app has hydrated the prerendered page; fill waits for that. The app
  // loads when the visitor comes near the form (decision 052), as they scroll to it.
  await form.scrollIntoViewIfNeeded()
  await form.getByRole('textbox', { name: 'Seu nome' }).fill(name)
  await form.getByRole('textbox', { name: 'Seu email' }).fill(email)
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Vocês atendem adolescentes? Gostaria de saber antes de criar a conta.')
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(visitor.getByText('Mensagem enviada! Responderemos no seu email em breve.')).toBeVisible()

  await logInThroughApiAtHome(page, 'admin')
  await page.getByRole('link', { name: 'Abrir Suporte' }).click()
  await expect(page).toHaveURL(/\/admin\/suporte$/)
  // Newest first: the message just sent heads the inbox.
  const first = page.getByTestId('support-message').first()
  await expect(first).toContainText(name)
  await expect(first).toContainText('Aberta')
  await expect(first.getByRole('link', { name: `Responder ${name} por email` })).toHaveAttribute('href', new RegExp(`^mailto:${encodeURIComponent(email)}\\?subject=`))

  await first.getByRole('button', { name: `Marcar como respondida a mensagem de ${name}` }).click()
  await expect(page.getByText('Mensagem marcada como respondida')).toBeVisible()
  await expect(first).toContainText('Respondida por')

  // Under 'Abertas' it is gone; under 'Respondidas' it is there.
  await page.goto('/admin/suporte?state=open')
  await expect(page.getByText('Situação: Abertas')).toBeVisible()
  await expect(page.getByTestId('support-message').filter({ hasText: name })).toHaveCount(0)
  await page.goto('/admin/suporte?state=answered')
  await expect(page.getByTestId('support-message').filter({ hasText: name })).toHaveCount(1)
})

test("the dashboard's 'Perguntas' card and /admin/perguntas open the FAQ admin inside the admin shell", async ({ page }) => {
  await logInThroughApiAtHome(page, 'admin')
  await page.getByRole('link', { name: 'Abrir Perguntas' }).click()
  await expect(page).toHaveURL(/\/admin\/faq$/)
  await page.goto('/admin/perguntas')
  await expect(page).toHaveURL(/\/admin\/faq$/)
  await expect(page.getByText('Painel Admin').first()).toBeVisible()
})
