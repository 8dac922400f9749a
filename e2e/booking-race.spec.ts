import { expect, test } from './support/fixtures'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessional, professionalIdOf, PSYCHIATRIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { logPatientInAtHome, signUpPatient } from './support/people'

// Two browsers race for one hour; the loser is told and sent back to pick another.

test('two patients confirm the same hour at once: one books it, the other is told and picks again', async ({ newPage, newPatient }) => {
  test.setTimeout(120_000)
  const first = await newPage()
  const second = await newPage()
  // Two fresh patients: the first logged in afterwards, the second by its sign-up.
  await logPatientInAtHome(first, await newPatient({ lastName: 'Moreira' }))
  await signUpPatient(second.request, { lastName: 'Moreira' })
  const ownDate = (await ownDay(first.request, await professionalIdOf(first.request, PSYCHIATRIST), DAY_SLICES.psychiatrist.race)).date

  const reviews = []
  let taken = ''
  for (const page of [first, second]) {
    await page.goto('/consulta')
    await chooseProfessional(page, 'Psiquiatra', PSYCHIATRIST)
    const { hour, review } = await chooseDayAndHour(page, { date: ownDate, hourIndex: 2 })
    taken = hour
    reviews.push(review)
  }

  await reviews[0]!.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(first)
  await expect(first.getByText('Consulta agendada com sucesso!')).toBeVisible()

  await reviews[1]!.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(second.getByTestId('booking-conflict')).toHaveText(/Este horário acabou de ser reservado por outra pessoa\. Escolha outro horário\./)
  // Back at step 2 with fresh hours: the lost hour is gone and nothing is chosen.
  await expect(second.getByRole('button', { name: 'Revisar agendamento' })).toBeDisabled()
  await expect(second.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: taken, exact: true })).toHaveCount(0)
  await second.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button').first().click()
  await second.getByRole('button', { name: 'Revisar agendamento' }).click()
  await second.getByRole('dialog', { name: 'Revisão' }).getByRole('button', { name: 'Confirmar agendamento' }).click()
  // A taken hour is refused before any consent is asked; the consent comes with the hour that is free.
  await acceptTelehealthConsentDialog(second)
  await expect(second.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(second.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
})
