import { expect, test } from './support/fixtures'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessional, payInCheckoutTab, professionalIdOf, PSYCHOLOGIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { uniqueEmail } from './support/people'

// A visitor chooses a psychologist, a day and an hour, signs up at step 3 through the
// complement form, pays with the local provider, sees the success screen and finds the session
// 'Confirmada' on /home.

test('a visitor books, signs up inside the wizard, pays with PIX and finds the session confirmed', async ({ page }) => {
  test.setTimeout(120_000)
  // The first hour of this spec's own day (support/hours.ts).
  const day = await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.bookingVisitor)
  await page.goto('/agendamento')
  // The prerendered step 1 keeps both stepper layouts until the app loads (decision 052); CSS shows one.
  await expect(page.getByText('Etapa', { exact: false }).or(page.getByText('Profissional', { exact: true })).filter({ visible: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled()
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)

  await expect(page.getByText(PSYCHOLOGIST)).toBeVisible()
  const { review } = await chooseDayAndHour(page, { date: day.date })
  await expect(review.getByText(PSYCHOLOGIST)).toBeVisible()
  await expect(review.getByText('Online, por videochamada')).toBeVisible()
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()

  await expect(page.getByText('Para prosseguir faça o login ou crie uma conta')).toBeVisible()
  // The chosen hour survives a reload of step 3 (address and local storage).
  await page.reload()
  await expect(page.getByText('Para prosseguir faça o login ou crie uma conta')).toBeVisible()

  const email = uniqueEmail('visitante')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Acolhe123')
  await page.getByRole('textbox', { name: /^Repita a senha/ }).fill('Acolhe123')
  await page.getByRole('button', { name: 'Criar conta' }).click()

  await expect(page.getByRole('heading', { name: 'Quase lá...' })).toBeVisible()
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByText('Nome é obrigatório', { exact: true })).toBeVisible()
  await expect(page.getByText('Você deve aceitar os termos de uso')).toBeVisible()
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Beatriz')
  await page.getByRole('textbox', { name: /^Sobrenome/ }).fill('Carvalho')
  await page.getByRole('textbox', { name: /^Data de nascimento/ }).fill('12041990')
  await expect(page.getByRole('textbox', { name: /^Data de nascimento/ })).toHaveValue('12/04/1990')
  await page.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321')
  await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 98765-4321')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Criar Conta' }).click()

  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible()
  // The new account's first online consultation asks for the consent to online care.
  await acceptTelehealthConsentDialog(page)
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  await expect(page.getByTestId('price-lines')).toContainText('Custo operacional')
  await expect(page.getByTestId('price-lines')).toContainText('R$ 5,00')
  await expect(page).toHaveURL(/s_s=true/)
  expect(await page.evaluate(() => localStorage.getItem('session_data'))).toBeNull()

  const checkout = await payInCheckoutTab(page, true, true)
  // The wizard tab learns of the payment by itself…
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })
  // …and the provider's way back (/agendamento?checkout=approved&session=<id>) lands on the same screen.
  await checkout!.getByRole('link', { name: 'Voltar para o agendamento' }).click()
  await expect(checkout!).toHaveURL(/\/agendamento\?/)
  await expect(checkout!.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible()
  await checkout!.close()

  await page.getByRole('link', { name: 'Ir para a página inicial' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await page.getByRole('tab', { name: /Todas/ }).click()
  const card = page.getByTestId('session-card').filter({ hasText: `${PSYCHOLOGIST} · CRP 06/123456` })
  await expect(card.getByTestId('session-status')).toHaveText('Confirmada')
})
