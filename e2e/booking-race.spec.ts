import { expect, test, type Page } from '@playwright/test'
import { logInThroughUi } from './support/login'
import { chooseDayAndHour, chooseProfessional, PSYCHIATRIST } from './support/booking-steps'

// Issue 6 (f): two browsers race for one hour; the loser is told and sent back to pick another.

async function signUpThroughApi(page: Page) {
  const reply = await page.request.post('/api/user', {
    data: {
      email: `corrida.${Date.now()}@exemplo.com.br`,
      password: 'Acolhe123',
      first_name: 'Rafael',
      last_name: 'Moreira',
      birthday: '1991-03-15',
      phone_number: '11912345678',
      terms_accepted: true,
    },
  })
  expect(reply.status()).toBe(201)
}

test('two patients confirm the same hour at once: one books it, the other is told and picks again', async ({ browser }) => {
  test.setTimeout(120_000)
  const first = await (await browser.newContext()).newPage()
  const second = await (await browser.newContext()).newPage()
  await logInThroughUi(first, 'patient')
  await signUpThroughApi(second)

  const reviews = []
  let taken = ''
  for (const page of [first, second]) {
    await page.goto('/consulta')
    await chooseProfessional(page, 'Psiquiatra', PSYCHIATRIST)
    const { hour, review } = await chooseDayAndHour(page, { dayIndex: 3, hourIndex: 2 })
    taken = hour
    reviews.push(review)
  }

  await reviews[0]!.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(first.getByText('Consulta agendada com sucesso!')).toBeVisible()

  await reviews[1]!.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(second.getByTestId('booking-conflict')).toHaveText(/Este horário acabou de ser reservado por outra pessoa\. Escolha outro horário\./)
  // Back at step 2 with fresh hours: the lost hour is gone and nothing is chosen.
  await expect(second.getByRole('button', { name: 'Revisar agendamento' })).toBeDisabled()
  await expect(second.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: taken, exact: true })).toHaveCount(0)
  await second.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button').first().click()
  await second.getByRole('button', { name: 'Revisar agendamento' }).click()
  await second.getByRole('dialog', { name: 'Revisão' }).getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(second.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(second.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
})
