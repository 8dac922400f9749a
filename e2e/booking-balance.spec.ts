import { expect, test } from './support/fixtures'
import { bookThroughApi, chooseDayAndHour, chooseProfessional, payThroughApi, professionalIdOf, PSYCHOLOGIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'

// A patient whose balance covers the price pays with it alone: the booking is confirmed at once, with no
// 'Ir para o pagamento' and no checkout, straight to success (an unpaid hold would be released).

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

test('a patient with enough balance has the consultation paid with it and confirmed at once, with nothing to click', async ({ page, patient }) => {
  test.setTimeout(120_000)
  void patient // a fresh patient: page.request is logged in as them
  const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
  // This spec's own day (support/hours.ts): its last hour is paid and cancelled, then its second is booked.
  const day = await ownDay(page.request, professionalId, DAY_SLICES.psychologist.balance)
  const paid = await bookThroughApi(page.request, professionalId, [...day.hours].reverse())
  await payThroughApi(page.request, paid.id)
  const cancelled = await page.request.patch(`/api/session/${paid.id}/status`, { data: { status: 'CANCELLED' } })
  expect(cancelled.status()).toBe(200)
  const balance = (await (await page.request.get('/api/user/me/balance')).json()) as { balance_cents: number }
  expect(balance.balance_cents).toBe(15500)

  await page.goto('/consulta')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  const { review } = await chooseDayAndHour(page, { date: day.date, hourIndex: 1 })
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()

  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ir para o pagamento' })).toHaveCount(0)
  if (shotsDir) {
    await page.screenshot({ path: `${shotsDir}/balance-booking-success-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${shotsDir}/balance-booking-success-390.png`, fullPage: true })
  }

  const after = (await (await page.request.get('/api/user/me/balance')).json()) as { balance_cents: number }
  expect(after.balance_cents).toBe(0)
  await page.goto('/home')
  await page.getByRole('tab', { name: /Todas/ }).click()
  await expect(page.getByTestId('session-card').filter({ hasText: 'Confirmada' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Realizar pagamento' })).toHaveCount(0)
})
