import { expect, test } from './support/fixtures'
import { submitLoginForm } from './support/login'
import { setGoogleIdentity, waitForMail } from './support/mail-and-google'
import { fill, NEW_PASSWORD, signUpThroughApi, uniqueEmail } from './support/patient-account'

// A visitor signs up in two steps, logs out and in, edits the profile with a photo, downloads
// the data, deletes the account, recovers a password with the code read from the email that the real
// SMTP server of the runner received, and signs up with Google against the runner's local provider.

// A 1×1 PNG: the server checks the file's real content, not its name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

test('a visitor signs up in two steps, lands on /home, logs out and back in', async ({ page }) => {
  const email = uniqueEmail('cadastro')
  await page.goto('/')
  await page.getByRole('link', { name: 'Criar minha conta' }).click()
  await expect(page).toHaveURL(/\/cadastro$/)

  await fill(page, 'Email', email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Continuar' }).click()

  await expect(page).toHaveURL(/\/cadastro\/info-complemento$/)
  await expect(page.getByRole('heading', { name: 'Quase lá...' })).toBeVisible()
  await fill(page, /^Nome/, 'Beatriz')
  await fill(page, /^Sobrenome/, 'Moura')
  await page.getByRole('textbox', { name: /Data de nascimento/ }).pressSequentially('15031992')
  await expect(page.getByRole('textbox', { name: /Data de nascimento/ })).toHaveValue('15/03/1992')
  await page.getByRole('textbox', { name: /Telefone/ }).pressSequentially('11912345678')
  await expect(page.getByRole('textbox', { name: /Telefone/ })).toHaveValue('(11) 91234-5678')
  await page.getByRole('button', { name: 'termos de uso' }).click()
  await expect(page.getByRole('dialog', { name: 'Termos de uso' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).last().click()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Criar Conta' }).click()

  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible()
  await expect(page.getByText('Beatriz', { exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(NEW_PASSWORD)

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await submitLoginForm(page, '/login', email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/home$/)
})

test('a patient edits the profile, uploads a photo, downloads the data and deletes the account', async ({ page }) => {
  const email = uniqueEmail('perfil')
  await signUpThroughApi(page.request, email)
  await page.goto('/perfil')
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await expect(page.getByTestId('balance-total')).toHaveText('R$ 0,00')
  await expect(page.getByRole('button', { name: 'Atualizar Informações' })).toHaveCount(0)

  await fill(page, /^Nome/, 'Beatrice')
  await page.getByRole('switch', { name: /Lembretes por email/ }).click()
  await page.getByRole('button', { name: 'Atualizar Informações' }).click()
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Atualizar Informações' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Beatrice')
  await expect(page.getByRole('switch', { name: /Lembretes por email/ })).not.toBeChecked()

  await page.getByTestId('photo-input').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Pré-visualização da nova foto' })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar foto' }).click()
  await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible()
  const photo = page.getByRole('img', { name: 'Foto de Beatrice Moura' })
  await expect(photo).toHaveAttribute('src', /\/api\/uploads\/photos\//)
  const served = await page.request.get((await photo.getAttribute('src')) ?? '')
  expect(served.headers()['content-type']).toBe('image/png')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Baixar meus dados' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('acolhe-meus-dados.json')
  const exported = JSON.stringify(JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))))
  expect(exported).toContain(email)
  expect(exported).toContain('Beatrice')

  await page.getByRole('button', { name: 'Excluir minha conta' }).click()
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
  await dialog.getByRole('textbox', { name: /Confirme sua senha/ }).fill('errada1')
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await dialog.getByRole('textbox', { name: /Confirme sua senha/ }).fill(NEW_PASSWORD)
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click()
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect((await page.request.get('/api/user/me')).status()).toBe(401)
})

test('a patient recovers the password with the code from the email and logs in with the new one', async ({ page }) => {
  const email = uniqueEmail('recupera')
  await signUpThroughApi(page.request, email)
  await page.request.delete('/api/user/logout')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click()
  await expect(page).toHaveURL(/\/recuperar-senha$/)
  await fill(page, 'Email', email)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page).toHaveURL(/\/recuperar-senha\/codigo$/)
  await expect(page.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled()

  const mail = await waitForMail(email, /código/i)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
  expect(code).toMatch(/^\d{6}$/)

  await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill('000000' === code ? '111111' : '000000')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('alert')).toContainText('Código inválido')

  await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(code)
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/recuperar-senha\/recuperar$/)
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Recupera1')
  await page.getByRole('textbox', { name: 'Repita a nova senha' }).fill('Recupera1')
  await page.getByRole('button', { name: 'Concluir' }).click()

  await expect(page.getByText('Senha alterada com sucesso! Entre com a nova senha.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await submitLoginForm(page, '/login', email, 'Recupera1')
  await expect(page).toHaveURL(/\/home$/)
})

test('a professional recovers from the professional login and returns to it', async ({ page }) => {
  await page.goto('/profissional/login')
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click()
  await expect(page).toHaveURL(/\/recuperar-senha\?tipo=profissional$/)
  await expect(page.getByText('Conta de profissional')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/profissional/login')
})

test('a visitor signs up with Google, completes the profile and lands on /home', async ({ page }) => {
  const email = uniqueEmail('google')
  await setGoogleIdentity({ sub: `google-${email}`, email, email_verified: true, given_name: 'Gabriela', family_name: 'Souza' })
  await page.goto('/login')
  await page.getByRole('link', { name: 'Entrar com Google' }).click()

  await expect(page).toHaveURL(/\/cadastro\/info-complemento\?isG=true$/)
  await expect(page.getByRole('heading', { name: 'Quase lá...' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Gabriela')
  await expect(page.getByRole('textbox', { name: /^Sobrenome/ })).toHaveValue('Souza')
  await page.getByRole('textbox', { name: /Data de nascimento/ }).pressSequentially('02021990')
  await page.getByRole('textbox', { name: /Telefone/ }).pressSequentially('11923456789')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Criar Conta' }).click()

  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Gabriela!' })).toBeVisible()
  const me = (await (await page.request.get('/api/user/me')).json()) as { user: { email: string; is_complete: boolean } }
  expect(me.user).toMatchObject({ email, is_complete: true })

  // Signing in with Google again goes straight home: the account is linked to the Google identity.
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Entrar com Google' }).click()
  await expect(page).toHaveURL(/\/home$/)
})
