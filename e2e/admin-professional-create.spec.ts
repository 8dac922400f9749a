import { expect, test } from './support/fixtures'
import { typeMasked } from './support/admin-backoffice'
import { logInThroughApi, submitLoginForm } from './support/login'
import { waitForMail } from './support/mail-and-google'
import { maskedCpf, uniqueCpf, uniqueEmail, uniqueLetters } from './support/people'
import { choose } from './support/professional-journey'

// Decision 013: the admin creates a professional, who is invited by email to choose
// their own password through the recovery, and then logs in already authorized.

/** Letters only (names reject digits), different in every test so the list search finds just this one. */
const uniqueSurname = () => `Teixeira ${uniqueLetters()}`

test('the admin creates a psychologist, finds them in the list, and the invitation leads to a password and the home', async ({ page, newPage }) => {
  const email = uniqueEmail('convidada')
  const lastName = uniqueSurname()
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/profissionais')
  await page.getByRole('link', { name: 'Novo profissional' }).click()
  await expect(page).toHaveURL(/\/admin\/profissionais\/criar$/)

  // The registration's rules, before anything is sent.
  await page.getByRole('button', { name: 'Criar profissional' }).click()
  await expect(page.getByText('Modalidade inválida')).toBeVisible()

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Larissa')
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill(lastName)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await typeMasked(page.getByRole('textbox', { name: 'Telefone' }), '11976543210')
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 97654-3210')
  await typeMasked(page.getByRole('textbox', { name: 'Data de nascimento' }), '14031987')
  await expect(page.getByRole('textbox', { name: 'Data de nascimento' })).toHaveValue('14/03/1987')
  // A CPF of this run only: CPF/CNPJ is unique, and another spec may share this worker's server.
  const cpf = uniqueCpf()
  await typeMasked(page.getByRole('textbox', { name: 'CPF ou CNPJ' }), cpf)
  await expect(page.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue(maskedCpf(cpf))
  await typeMasked(page.getByRole('textbox', { name: 'CRP', exact: true }), '0698765')
  await expect(page.getByRole('textbox', { name: 'CRP', exact: true })).toHaveValue('06/98765')
  await choose(page, 'UF do registro', 'SP')
  await page.getByRole('textbox', { name: 'Currículo Lattes (URL)' }).fill('http://lattes.cnpq.br/9876543210987654')
  await page.getByRole('radio', { name: 'Online' }).check({ force: true })
  await page.getByRole('button', { name: 'Criar profissional' }).click()

  await expect(page.getByText('Profissional criado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/profissionais$/)
  await page.getByRole('searchbox').fill(lastName)
  await expect(page).toHaveURL(/search=/)
  await expect(page.getByText(`Larissa ${lastName}`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Desautorizar Larissa ${lastName}` })).toBeVisible()
  // The admin's session is still the admin's.
  expect((await page.request.get('/api/admin/me')).status()).toBe(200)

  // The invitation arrives at the real SMTP server, with no password in it.
  const invitation = await waitForMail(email, /cadastro profissional/i)
  expect(invitation.text).toContain('Olá, Larissa!')
  const link = /(https?:\/\/\S+\/recuperar-senha\?tipo=profissional)/.exec(invitation.text)?.[1]
  expect(link).toBeTruthy()

  const professional = await newPage()
  try {
    await professional.goto(new URL(link ?? '').pathname + new URL(link ?? '').search)
    await expect(professional.getByText('Conta de profissional')).toBeVisible()
    await professional.getByRole('textbox', { name: 'Email' }).fill(email)
    await professional.getByRole('button', { name: 'Enviar código' }).click()
    const codeMail = await waitForMail(email, /código/i)
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? ''
    await professional.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(code)
    await professional.getByRole('button', { name: 'Continuar' }).click()
    await professional.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Convite123')
    await professional.getByRole('textbox', { name: 'Repita a nova senha' }).fill('Convite123')
    await professional.getByRole('button', { name: 'Concluir' }).click()
    await expect(professional).toHaveURL(/\/profissional\/login$/)
    await submitLoginForm(professional, '/profissional/login', email, 'Convite123')
    // Created by the admin, the account is already authorized.
    await expect(professional).toHaveURL(/\/profissional\/home$/)
  } finally {
    await professional.close()
  }
})
