import { expect, test } from './support/fixtures'
import { DEMO_PASSWORD } from './support/demo-accounts'
import { bookThroughApi, cardTimeOf, payThroughApi, professionalIdOf, PSYCHIATRIST, PSYCHOLOGIST, setServerClock } from './support/booking-steps'
import { chooseDate, DAY_SLICES, openDays, ownDay } from './support/hours'
import { logInThroughApi } from './support/login'
import { openLoginAlreadyLoggedIn } from './support/people'
import { registerAuthorizedProfessional } from './support/authorized-professional'

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

// A patient reschedules and then cancels, seeing the balance rule in the confirmation.
// A psychiatrist's patient books a return from a finished session.

test('a patient reschedules a paid session once, then cancels it and is told the amount returns as balance', async ({ page, patient: _signedUpThroughPageRequest }) => {
  test.setTimeout(120_000)
  const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
  // This spec's own days (support/hours.ts), days after the pinned instant's, so the 24 h rules allow
  // both the reschedule and a refunded cancel: 15:00 (the sixth hour) of one, moved to 14:00 of the other.
  const day = await ownDay(page.request, professionalId, DAY_SLICES.psychologist.reschedule)
  const target = await ownDay(page.request, professionalId, DAY_SLICES.psychologist.rescheduleTarget)
  const session = await bookThroughApi(page.request, professionalId, day.hours.slice(5))
  await payThroughApi(page.request, session.id)

  await openLoginAlreadyLoggedIn(page)
  await page.getByRole('tab', { name: /Todas/ }).click()
  const card = page.getByTestId('session-card').filter({ hasText: `${PSYCHOLOGIST} · CRP 06/123456` }).filter({ hasText: 'Confirmada' }).filter({ hasText: cardTimeOf(session.selected_date) }).first()
  await card.getByRole('button', { name: 'Editar' }).click()

  const edit = page.getByRole('dialog', { name: 'Editar consulta' })
  // 14:00 of the other own day.
  await chooseDate(page, target.date, edit)
  await edit.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: '14:00' }).click()
  await edit.getByRole('button', { name: 'Salvar novo horário' }).click()
  await expect(page.getByText('Consulta remarcada com sucesso!')).toBeVisible()

  const moved = page.getByTestId('session-card').filter({ hasText: `${PSYCHOLOGIST} · CRP 06/123456` }).filter({ hasText: 'Confirmada' }).filter({ hasText: '14:00 - ' }).first()
  await moved.getByRole('button', { name: 'Editar' }).click()
  // The server says why rescheduling is closed.
  await expect(edit.getByText('Cada consulta pode ser remarcada apenas uma vez.')).toBeVisible()
  await edit.getByRole('button', { name: 'Cancelar consulta' }).click()
  const confirmation = page.getByTestId('cancel-confirmation')
  await expect(confirmation.getByText('Esta ação é irreversível: a consulta será cancelada e o horário liberado.')).toBeVisible()
  await expect(confirmation.getByTestId('cancel-refund-rule')).toHaveText(
    'Como faltam mais de 24 horas para o início, o valor pago (R$ 155,00) voltará como saldo na sua conta.',
  )
  await confirmation.getByRole('button', { name: 'Sim, cancelar consulta' }).click()
  await expect(page.getByText('Consulta cancelada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('session-card').filter({ hasText: 'Cancelada' }).first()).toBeVisible()

  const balance = (await (await page.request.get('/api/user/me/balance')).json()) as { balance_cents: number }
  expect(balance.balance_cents).toBeGreaterThanOrEqual(15500)
})

test("a psychiatrist's patient books a free return from a finished session; then neither 'Marcar retorno' nor 'Criar retorno' is offered for it", async ({ page, patient, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professionalId = await professionalIdOf(page.request, PSYCHIATRIST)
  // This spec's own days (support/hours.ts), well inside the 30-day login lifetime: the first hour of
  // one is held and finished, the return goes to the last hour of the other.
  const day = await ownDay(page.request, professionalId, DAY_SLICES.psychiatrist.finished)
  const returnDay = await ownDay(page.request, professionalId, DAY_SLICES.psychiatrist.returnDay)
  const session = await bookThroughApi(page.request, professionalId, day.hours)
  await payThroughApi(page.request, session.id)

  // The psychiatrist holds it: the server clock is placed one minute after its start.
  const doctor = await playwright.request.newContext({ baseURL })
  expect((await doctor.post('/api/professional-private/login', { data: { email: 'psiquiatra@acolhe.local', password: DEMO_PASSWORD } })).status()).toBe(200)
  await setServerClock(doctor, new Date(new Date(session.selected_date).getTime() + 60_000), page)
  try {
    expect((await doctor.patch(`/api/session/${session.id}/start`)).status()).toBe(200)
    expect((await doctor.patch(`/api/session/${session.id}/end`)).status()).toBe(200)
  } finally {
    await setServerClock(doctor, null, page)
    await doctor.dispose()
  }

  await openLoginAlreadyLoggedIn(page)
  await page.getByRole('tab', { name: /Todas/ }).click()
  const finished = page.getByTestId('session-card').filter({ hasText: `Dr. ${PSYCHIATRIST}` }).filter({ hasText: 'Finalizada' })
  await finished.getByRole('button', { name: 'Marcar retorno' }).click()
  const dialog = page.getByRole('dialog', { name: 'Marcar retorno' })
  await chooseDate(page, returnDay.date, dialog)
  await dialog.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button').last().click()
  await dialog.getByRole('button', { name: 'Confirmar retorno' }).click()
  await expect(page.getByText('Retorno agendado com sucesso!')).toBeVisible()
  const ret = page.getByTestId('session-card').filter({ hasText: 'Tipo: Retorno' })
  await expect(ret.getByTestId('session-status')).toHaveText('Confirmada')

  // The return exists: the finished session no longer offers one, to the patient (list read again)...
  await page.reload()
  await page.getByRole('tab', { name: /Todas/ }).click()
  await expect(finished).toBeVisible()
  await expect(finished.getByRole('button', { name: 'Marcar retorno' })).toHaveCount(0)
  // ...nor to an admin.
  const adminPage = await newPage()
  await logInThroughApi(adminPage.request, 'admin')
  await adminPage.goto('/admin/consultas')
  await adminPage.getByRole('searchbox', { name: 'Pesquisar consultas' }).fill(patient.firstName)
  await expect(adminPage).toHaveURL(new RegExp(`search=${encodeURIComponent(patient.firstName)}`))
  const adminCard = adminPage.getByTestId('admin-session-card').filter({ hasText: 'Finalizada' })
  await expect(adminCard).toHaveCount(1)
  await expect(adminCard.getByRole('button', { name: /^Criar retorno/ })).toHaveCount(0)
  await expect(adminPage.getByTestId('admin-session-card').filter({ hasText: 'Tipo: Retorno' })).toHaveCount(1)
})

test("an unpaid hold offers 'Realizar pagamento' and 'Cancelar consulta', not 'Editar': it is changed by cancelling it (free) and booking again", async ({ page, patient: _signedUpThroughPageRequest, playwright, baseURL, newPage }) => {
  test.setTimeout(120_000)
  // A fresh professional of this test (no demo calendar touched), open every day 09:00–12:00.
  const professionalPage = await newPage()
  const professional = await registerAuthorizedProfessional(professionalPage.request, playwright, baseURL)
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await professionalPage.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0900', end_time: '1200' } })).status()).toBe(201)
  }
  const day = (await openDays(page.request, professional.id))[2]
  if (!day) throw new Error('the professional has no third open day')
  const unpaid = await bookThroughApi(page.request, professional.id, day.hours)

  await openLoginAlreadyLoggedIn(page)
  await page.getByRole('tab', { name: /Todas/ }).click()
  const card = page.getByTestId('session-card').filter({ hasText: professional.fullName }).filter({ hasText: cardTimeOf(unpaid.selected_date) })
  await expect(card.getByRole('button', { name: 'Realizar pagamento' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Editar' })).toHaveCount(0)
  if (shotsDir) {
    await card.screenshot({ path: `${shotsDir}/unpaid-hold-card-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await card.screenshot({ path: `${shotsDir}/unpaid-hold-card-390.png` })
    await page.setViewportSize({ width: 1280, height: 720 })
  }
  await card.getByRole('button', { name: 'Cancelar consulta' }).click()
  const confirmation = page.getByTestId('cancel-confirmation')
  await expect(confirmation.getByTestId('cancel-refund-rule')).toHaveText('Nenhum pagamento foi feito para esta consulta, então não há valor a devolver.')
  await confirmation.getByRole('button', { name: 'Sim, cancelar consulta' }).click()
  await expect(page.getByText('Consulta cancelada com sucesso!')).toBeVisible()
  await expect(card).toContainText('Cancelada')

  // Booked again and paid, the same hour is confirmed and 'Editar' appears.
  const again = await bookThroughApi(page.request, professional.id, day.hours)
  await payThroughApi(page.request, again.id)
  await page.reload()
  await page.getByRole('tab', { name: /Todas/ }).click()
  const confirmed = page.getByTestId('session-card').filter({ hasText: professional.fullName }).filter({ hasText: 'Confirmada' })
  await expect(confirmed.getByRole('button', { name: 'Editar' })).toBeVisible()
  await expect(confirmed.getByRole('button', { name: 'Cancelar consulta' })).toHaveCount(0)
})
