import { expect, test } from './support/fixtures'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessional, payInCheckoutTab, professionalIdOf, PSYCHIATRIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { logPatientInAtHome } from './support/people'

// A logged-in patient books in four steps at /consulta, then pays through the wizard
// with the local provider — a refused card shows 'Recusado', then paying again with PIX reaches success.

test('a patient books in four steps, is refused once, pays again and reaches success', async ({ page, newPatient }) => {
  test.setTimeout(120_000)
  // A fresh patient (signed up through the API by another client), then logged in at /home.
  const patient = await newPatient()
  const ownDate = (await ownDay(page.request, await professionalIdOf(page.request, PSYCHIATRIST), DAY_SLICES.psychiatrist.patientBooks)).date
  await logPatientInAtHome(page, patient)
  await page.getByRole('link', { name: 'Agendar uma nova consulta' }).click()
  await expect(page).toHaveURL(/\/consulta\?d=/)
  const stepper = page.getByLabel('Etapas do agendamento')
  await expect(stepper.getByText('Entrar/Cadastro')).toHaveCount(0)
  await expect(stepper.getByText('Sucesso')).toBeVisible()

  await chooseProfessional(page, 'Psiquiatra', PSYCHIATRIST)
  const { review } = await chooseDayAndHour(page, { date: ownDate })
  await expect(review.getByText('R$ 305,00')).toBeVisible()
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  // The first online consultation with this professional asks for the consent to online care.
  await acceptTelehealthConsentDialog(page)

  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  await expect(page.getByTestId('price-lines')).toContainText('R$ 300,00')
  await expect(page.getByTestId('price-lines')).toContainText('R$ 305,00')

  await payInCheckoutTab(page, false)
  await expect(page.getByTestId('payment-status')).toHaveText('Recusado', { timeout: 15_000 })

  await payInCheckoutTab(page, true)
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })
  // A reload keeps the step (state in the address).
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible()
})
