import { expect, test } from './support/fixtures'
import { logInThroughApiAtHome } from './support/login'
import { bookThroughApi, payThroughApi, professionalIdOf, PSYCHOLOGIST, setServerClock } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { signUpPatient } from './support/people'

// The professional sees the session, starts it inside the start window (server clock and
// browser clock placed there) and ends it.

test('the professional starts a confirmed session inside its window and ends it', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  // A fresh patient books the last hour of this spec's own day (support/hours.ts) and pays.
  const patient = await playwright.request.newContext({ baseURL })
  await signUpPatient(patient)
  const professionalId = await professionalIdOf(patient, PSYCHOLOGIST)
  const day = await ownDay(patient, professionalId, DAY_SLICES.psychologist.professionalStarts)
  const session = await bookThroughApi(patient, professionalId, day.hours.slice(-1))
  await payThroughApi(patient, session.id)
  await patient.dispose()

  // The server clock and the browser clock move to five minutes before it.
  const fiveMinutesBefore = new Date(new Date(session.selected_date).getTime() - 5 * 60_000)
  await setServerClock(page.request, fiveMinutesBefore, page)
  try {
    await logInThroughApiAtHome(page, 'professional')
    const card = page.getByTestId('session-card').filter({ hasText: 'Paciente:' }).filter({ hasText: 'Confirmada' }).first()
    await expect(page.getByRole('tab', { name: /Hoje/ })).toHaveAttribute('aria-selected', 'true')
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: 'Acessar Consulta' })).toBeDisabled()

    await card.getByRole('button', { name: 'Iniciar consulta' }).click()
    await expect(page.getByText('Alterado status para iniciado com sucesso')).toBeVisible()
    const started = page.getByTestId('session-card').filter({ hasText: 'Em andamento' })
    await expect(started.getByRole('link', { name: 'Acessar Consulta' })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//)
    await expect(started.getByRole('link', { name: 'Acessar Consulta' })).toHaveAttribute('target', '_blank')

    // A session ends only at or after its start: before it the server offers no 'Finalizar consulta'.
    await expect(started.getByRole('button', { name: 'Finalizar consulta' })).toHaveCount(0)
    // Both clocks move one minute past it; the list read again (as every 2 minutes) offers it, and it
    // ends after the confirmation.
    await setServerClock(page.request, new Date(new Date(session.selected_date).getTime() + 60_000), page)
    await page.reload()
    await started.getByRole('button', { name: 'Finalizar consulta' }).click()
    await expect(page.getByRole('dialog')).toContainText('Finalizar consulta?')
    await page.getByRole('dialog').getByRole('button', { name: 'Finalizar', exact: true }).click()
    await expect(page.getByText('Alterado status para finalizado com sucesso')).toBeVisible()
    await expect(page.getByTestId('session-card').filter({ hasText: 'Finalizada' }).first()).toBeVisible()
  } finally {
    await setServerClock(page.request, null, page)
  }
})

test("outside the window there is no 'Iniciar consulta', and the server refuses a start anyway", async ({ page, playwright, baseURL }) => {
  const patient = await playwright.request.newContext({ baseURL })
  await signUpPatient(patient)
  const professionalId = await professionalIdOf(patient, PSYCHOLOGIST)
  const day = await ownDay(patient, professionalId, DAY_SLICES.psychologist.professionalOutsideWindow)
  const session = await bookThroughApi(patient, professionalId, day.hours.slice(6))
  await payThroughApi(patient, session.id)
  await patient.dispose()

  await logInThroughApiAtHome(page, 'professional')
  await page.getByRole('tab', { name: /Todas/ }).click()
  await expect(page.getByTestId('session-card').filter({ hasText: 'Confirmada' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Iniciar consulta' })).toHaveCount(0)
  const refused = await page.request.patch(`/api/session/${session.id}/start`)
  expect(refused.status()).toBe(422)
  expect(((await refused.json()) as { message: string }).message).toBe(
    'A consulta só pode ser iniciada entre 10 minutos antes e 50 minutos depois do horário marcado.',
  )
})
