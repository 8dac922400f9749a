import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessional, payInCheckoutTab } from './support/booking-steps'
import { logPatientInAtHome } from './support/people'
import { shootAtBothWidths } from './support/screenshots'

// 'Horário fixo' (decision 040): a patient makes the chosen hour weekly for 4 weeks at the review step,
// pays the first week in the wizard, sees the series on the home and cancels the third week on its own.
// The professional is this test's own (open every day 08:00–12:00), so no demo calendar is touched.



test('a patient books a weekly series of 4, pays the first, sees it on the home and cancels the third week', async ({ page, newPage, newPatient, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const week_day of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  }
  const patientPage = await newPage()
  const patient = await newPatient()
  await logPatientInAtHome(patientPage, patient)
  await patientPage.getByRole('link', { name: 'Agendar uma nova consulta' }).click()
  await chooseProfessional(patientPage, 'Psicólogo', professional.fullName)
  const { review } = await chooseDayAndHour(patientPage, { dayIndex: 1 })

  // The review step offers the lengths the server allows; this one only is the default.
  const choice = review.getByTestId('series-choice')
  await expect(choice.getByRole('radio', { name: 'Só esta consulta' })).toBeChecked()
  await expect(choice.getByRole('radio', { name: 'Sem data para terminar' })).toBeVisible()
  await choice.getByRole('radio', { name: '4 semanas' }).check()
  await shootAtBothWidths(patientPage, 'series-review')
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(patientPage)

  // The first week is paid now, like any booking; the summary says what was booked ahead.
  await expect(patientPage.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  const summary = patientPage.getByTestId('series-summary')
  await expect(summary).toContainText('4 consultas reservadas.')
  await expect(summary).toContainText('4 semanas')
  await shootAtBothWidths(patientPage, 'series-payment-step')
  await payInCheckoutTab(patientPage, true)
  await expect(patientPage.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })

  // The home shows the series: weekly hour, next week, how many are booked ahead.
  await patientPage.goto('/home?aba=all')
  const card = patientPage.getByTestId('series-card')
  await expect(card).toBeVisible()
  await expect(card).toContainText(/(Todo|Toda) .+ às \d\d:00/)
  await expect(card.getByTestId('series-booked-ahead')).toHaveText('4 consultas reservadas à frente')
  await expect(patientPage.getByTestId('series-badge').first()).toBeVisible()
  await shootAtBothWidths(patientPage, 'series-home', () => expect(card).toBeVisible())

  await card.getByRole('button', { name: 'Gerenciar' }).click()
  const dialog = patientPage.getByRole('dialog', { name: 'Gerenciar horário fixo' })
  const weeks = dialog.getByTestId('series-week')
  await expect(weeks).toHaveCount(4)
  await expect(weeks.first().getByText('Paga')).toBeVisible()
  await expect(weeks.nth(2)).toContainText('Pagar até')
  await shootAtBothWidths(patientPage, 'series-manage', async () => {
    await card.getByRole('button', { name: 'Gerenciar' }).click()
    await expect(weeks).toHaveCount(4)
  })
  const third = (await weeks.nth(2).locator('p').first().innerText()).trim()
  await weeks.nth(2).getByRole('button', { name: 'Cancelar esta' }).click()
  await weeks.nth(2).getByRole('button', { name: 'Confirmar' }).click()
  await expect(patientPage.getByText('Consulta cancelada. As outras semanas continuam.')).toBeVisible()
  await expect(weeks).toHaveCount(3)
  await expect(dialog.getByText(third, { exact: true })).toHaveCount(0)
  await dialog.getByTestId('manage-series').getByRole('button', { name: 'Fechar' }).click()
  await expect(card.getByTestId('series-booked-ahead')).toHaveText('3 consultas reservadas à frente')

  // The professional sees the series and the badge on its sessions.
  await page.goto('/profissional/home?aba=all')
  await expect(page.getByTestId('series-card')).toBeVisible()
  await expect(page.getByTestId('series-badge').first()).toBeVisible()
  await shootAtBothWidths(page, 'series-professional-home', () => expect(page.getByTestId('series-card')).toBeVisible())
})
