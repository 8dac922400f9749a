import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { a11yViolationsAtBothWidths } from './support/axe'
import { bookThroughApi, payThroughApi, setServerClock } from './support/booking-steps'
import { openDays } from './support/hours'
import { waitForMail } from './support/mail-and-google'
import { signUpPatient } from './support/people'

// A reminder's links: a fresh professional of this test and a fresh patient who books and pays their fourth
// open day's first hour. The server clock moves to 47 hours before it: the confirm/cancel reminder (sent two
// days before, while cancelling is free, decision 067) carries the links and says until when cancelling is
// free. The cancel link's page says what happens to the money before the click; the confirm link, opened
// without a login, confirms; the professional's card then says the patient confirmed. A day later, under
// 24 hours, the same cancel page says the money no longer returns, before and after the click.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

test('a reminder two days before carries the links; the cancel page says what happens to the money before the click; the confirm link confirms without a login', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0900', end_time: '1200' } })).status()).toBe(201)
  }
  const patientPage = await newPage()
  const patient = await signUpPatient(patientPage.request)
  // More than two days ahead, so its confirm/cancel reminder is planned.
  const day = (await openDays(patientPage.request, professional.id))[3]
  if (!day) throw new Error('the professional has no fourth open day')
  const session = await bookThroughApi(patientPage.request, professional.id, day.hours)
  await payThroughApi(patientPage.request, session.id)
  const start = new Date(session.selected_date).getTime()

  const visitor = await newPage()
  try {
    await setServerClock(page.request, new Date(start - 47 * 3_600_000), page, visitor)
    const mail = await waitForMail(patient.email, /^Lembrete: consulta em 2 dias/)
    const confirmUrl = /Confirmar presença: (\S+)/.exec(mail.text)?.[1] ?? ''
    const cancelUrl = /Não poderei ir: (\S+)/.exec(mail.text)?.[1] ?? ''
    expect(confirmUrl).toContain('/lembrete/confirmar?token=')
    expect(cancelUrl).toContain('/lembrete/cancelar?token=')
    expect(mail.text).toMatch(/Se não puder ir, cancele sem custo até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)

    // The cancel link asks before it acts, saying first what happens to the money.
    await visitor.goto(cancelUrl)
    await expect(visitor.getByRole('heading', { name: 'Não poderá ir à consulta?' })).toBeVisible()
    await expect(visitor.getByTestId('reminder-link-money')).toContainText('Se cancelar agora, R$ 155,00 voltam como saldo na sua conta: o cancelamento sem custo vai até')
    await expect(visitor.getByRole('button', { name: 'Cancelar consulta' })).toBeVisible()
    // Both links' pages are checked here, with a real token (e2e/support/a11y-routes.ts).
    expect(await a11yViolationsAtBothWidths(visitor)).toEqual([])
    if (shotsDir) {
      await visitor.screenshot({ path: `${shotsDir}/reminder-cancel-1280.png` })
      await visitor.setViewportSize({ width: 390, height: 844 })
      await visitor.screenshot({ path: `${shotsDir}/reminder-cancel-390.png` })
      await visitor.setViewportSize({ width: 1280, height: 720 })
    }

    await visitor.goto(confirmUrl)
    const outcome = visitor.getByTestId('reminder-link-outcome')
    await expect(outcome).toContainText('Presença confirmada')
    await expect(outcome).toContainText('Obrigado! Avisamos que você vai à consulta de')
    expect(await a11yViolationsAtBothWidths(visitor)).toEqual([])
    if (shotsDir) await visitor.screenshot({ path: `${shotsDir}/reminder-confirmed-1280.png` })
    await visitor.setViewportSize({ width: 390, height: 844 })
    if (shotsDir) await visitor.screenshot({ path: `${shotsDir}/reminder-confirmed-390.png` })

    // Opened again, the link is spent.
    await visitor.reload()
    await expect(visitor.getByTestId('reminder-link-error')).toContainText('Este link já foi usado.')

    await page.goto('/profissional/home')
    await page.getByRole('tab', { name: /Todas/ }).click()
    const card = page.getByTestId('session-card').filter({ hasText: patient.fullName })
    await expect(card.getByTestId('patient-confirmed')).toContainText('Paciente confirmou presença em')
    if (shotsDir) await card.screenshot({ path: `${shotsDir}/reminder-professional-card-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    if (shotsDir) await card.screenshot({ path: `${shotsDir}/reminder-professional-card-390.png` })

    // Under 24 hours the page says, before the click, that the amount paid no longer returns.
    await setServerClock(page.request, new Date(start - 23 * 3_600_000), page, visitor)
    await visitor.goto(cancelUrl)
    await expect(visitor.getByTestId('reminder-link-money')).toContainText('O cancelamento sem custo terminou em')
    await expect(visitor.getByTestId('reminder-link-money')).toContainText('o valor pago (R$ 155,00) não volta como saldo.')
    if (shotsDir) await visitor.screenshot({ path: `${shotsDir}/reminder-cancel-late-390.png` })
    await visitor.getByRole('button', { name: 'Cancelar consulta' }).click()
    await expect(visitor.getByTestId('reminder-link-outcome')).toContainText('Como faltavam menos de 24 horas, o valor pago não volta como saldo.')
  } finally {
    await setServerClock(page.request, null, page, visitor)
  }
})
