import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessional, professionalIdOf, PSYCHOLOGIST } from './support/booking-steps'
import { brasiliaDateOf, DAY_SLICES, ownDay } from './support/hours'

// Two ways into the wizard's step 3 that used to lose a booking: a visitor who mistypes the password
// (the error must show in place and the chosen hour stay), and a patient already logged in (who must
// never be asked to log in or sign up again).

const STEP3 = 'Para prosseguir faça o login ou crie uma conta'

async function screenshotBothWidths(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`) })
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('a visitor mistypes the password at step 3: the error shows in place, the hour stays, and the right password books it', async ({ page, newPatient }) => {
  test.setTimeout(90_000)
  const patient = await newPatient()
  const day = await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.wrongPassword)
  await page.goto('/agendamento')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  const { hour, review } = await chooseDayAndHour(page, { date: day.date })
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(page.getByText(STEP3)).toBeVisible()

  await page.getByRole('radiogroup', { name: 'Entrar ou criar conta' }).getByText('Entrar', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Entrar' })).toBeChecked()
  await page.getByLabel('Email').fill(patient.email)
  await page.getByRole('textbox', { name: 'Senha' }).fill(`${patient.password}x`)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()

  await expect(page.getByTestId('login-error')).toHaveText('Email e/ou senha inválida.')
  await expect(page).toHaveURL(/\/agendamento\?/)
  await expect(page.getByText(STEP3)).toBeVisible()
  await screenshotBothWidths(page, 'step3-wrong-password')

  await page.getByRole('textbox', { name: 'Senha' }).fill(patient.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await acceptTelehealthConsentDialog(page)
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  // The hour chosen before the typo is the one booked.
  await expect(page.getByText(new RegExp(`${hour.replace(/\s+/g, '\\s*')}`)).first()).toBeVisible()
  const mine = await page.request.get('/api/session/me')
  const sessions = ((await mine.json()) as { data: { selected_date: string }[] }).data
  expect(sessions.map((s) => brasiliaDateOf(new Date(s.selected_date)))).toEqual([day.date])
})

test('a logged-in patient who books from the landing page goes from the hour straight to payment', async ({ page, patient }) => {
  test.setTimeout(90_000)
  void patient
  const day = await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.loggedInFromLanding)
  await page.goto('/')
  await page.getByRole('link', { name: 'Agendar uma consulta' }).first().click()
  await expect(page).toHaveURL(/\/agendamento/)
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  const { review } = await chooseDayAndHour(page, { date: day.date })
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(page)

  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  await expect(page.getByText(STEP3)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Quase lá...' })).toHaveCount(0)
  await screenshotBothWidths(page, 'logged-in-payment-step')
})
