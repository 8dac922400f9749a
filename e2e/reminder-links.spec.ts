import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { bookThroughApi, payThroughApi, setServerClock } from './support/booking-steps'
import { openDays } from './support/hours'
import { waitForMail } from './support/mail-and-google'
import { signUpPatient } from './support/people'

// A reminder's 'Confirmar presença' link: a fresh professional of this test and a fresh patient who books
// and pays their second open day's first hour. The server clock moves to 50 minutes before it; the 1 h
// reminder mail carries the links; the confirm link, opened without a login, confirms; the professional's
// card then says the patient confirmed.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

test('the confirm link of a reminder confirms without a login, and the professional sees who confirmed', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0900', end_time: '1200' } })).status()).toBe(201)
  }
  const patientPage = await newPage()
  const patient = await signUpPatient(patientPage.request)
  const day = (await openDays(patientPage.request, professional.id))[1]
  if (!day) throw new Error('the professional has no second open day')
  const session = await bookThroughApi(patientPage.request, professional.id, day.hours)
  await payThroughApi(patientPage.request, session.id)

  const visitor = await newPage()
  try {
    await setServerClock(page.request, new Date(new Date(session.selected_date).getTime() - 50 * 60_000), page, visitor)
    const mail = await waitForMail(patient.email, /^Lembrete: consulta em 1 hora/)
    const confirmUrl = /Confirmar presença: (\S+)/.exec(mail.text)?.[1] ?? ''
    const cancelUrl = /Não poderei ir: (\S+)/.exec(mail.text)?.[1] ?? ''
    expect(confirmUrl).toContain('/lembrete/confirmar?token=')

    // The cancel link asks before it acts.
    await visitor.goto(cancelUrl)
    await expect(visitor.getByRole('heading', { name: 'Não poderá ir à consulta?' })).toBeVisible()
    await expect(visitor.getByRole('button', { name: 'Cancelar consulta' })).toBeVisible()
    if (shotsDir) await visitor.screenshot({ path: `${shotsDir}/reminder-cancel-1280.png` })

    await visitor.goto(confirmUrl)
    const outcome = visitor.getByTestId('reminder-link-outcome')
    await expect(outcome).toContainText('Presença confirmada')
    await expect(outcome).toContainText('Obrigado! Avisamos que você vai à consulta de')
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
  } finally {
    await setServerClock(page.request, null, page, visitor)
  }
})
