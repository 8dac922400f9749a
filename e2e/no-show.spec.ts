import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { bookPaidSessionWith, registerAuthorizedProfessional } from './support/authorized-professional'
import { expectNoSeriousA11yViolations } from './support/axe'
import { setServerClock } from './support/clock'
import { logInThroughApi } from './support/login'

// Decision 038: once a consultation's start window has closed, the professional records that the patient
// did not come (the charge stays), or an admin that the professional did not come (the price goes back to
// the patient's balance); the patient's card and balance say so. The clocks move past the session's
// window; each test has its own professional, so no demo calendar is touched.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR
const MINUTE = 60_000

/** A fresh professional (logged in on `professionalRequest`) open every day 08:00–12:00, and a patient's paid session with them. */
async function paidSessionWithOwnProfessional(professionalRequest: APIRequestContext, patientPage: Page, playwright: Parameters<typeof registerAuthorizedProfessional>[1], baseURL: string | undefined) {
  const professional = await registerAuthorizedProfessional(professionalRequest, playwright, baseURL)
  for (const week_day of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await professionalRequest.post('/api/available-dates', { data: { week_day, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  }
  const { patient, session } = await bookPaidSessionWith(patientPage.request, professional.id)
  const afterWindow = new Date(new Date(session.selected_date).getTime() + 51 * MINUTE)
  return { professional, patient, session, afterWindow }
}

test("the professional records the patient's absence; the patient's card says the charge stays", async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const patientPage = await newPage()
  const { afterWindow } = await paidSessionWithOwnProfessional(page.request, patientPage, playwright, baseURL)

  await page.goto('/profissional/home?aba=all')
  const card = page.getByTestId('session-card').filter({ hasText: 'Confirmada' })
  await expect(card).toBeVisible()
  // Before the session's window closed there is nothing to record.
  await expect(card.getByRole('button', { name: 'Paciente não compareceu' })).toHaveCount(0)

  await setServerClock(page.request, afterWindow, page, patientPage)
  try {
    await page.reload()
    await card.getByRole('button', { name: 'Paciente não compareceu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registrar que o paciente não compareceu?' })
    await expect(dialog).toContainText('continua cobrada')
    await expectNoSeriousA11yViolations(page)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/no-show-confirm-1280.png` })
    await dialog.getByRole('button', { name: 'Registrar ausência' }).click()
    await expect(page.getByText('Ausência registrada.')).toBeVisible()
    const marked = page.getByTestId('session-card').filter({ hasText: 'Paciente não compareceu' })
    await expect(marked.getByTestId('no-show-outcome')).toHaveText('O paciente não compareceu; a consulta continua cobrada.')
    await expect(marked.getByRole('button', { name: 'Paciente não compareceu' })).toHaveCount(0)

    await patientPage.goto('/home?aba=all')
    const patientCard = patientPage.getByTestId('session-card').filter({ hasText: 'Paciente não compareceu' })
    await expect(patientCard.getByTestId('no-show-outcome')).toHaveText('Você não compareceu a esta consulta; o valor pago não é devolvido.')
    // Nothing went back to the balance.
    const balance = (await (await patientPage.request.get('/api/user/me/balance')).json()) as { balance_cents: number }
    expect(balance.balance_cents).toBe(0)
  } finally {
    await setServerClock(page.request, null, page, patientPage)
  }
})

test("an admin records the professional's absence; the patient's card and balance show the refund", async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professionalPage = await newPage()
  const patientPage = await newPage()
  const { patient, afterWindow } = await paidSessionWithOwnProfessional(professionalPage.request, patientPage, playwright, baseURL)

  await setServerClock(page.request, afterWindow, page, patientPage)
  try {
    await logInThroughApi(page.request, 'admin')
    await page.goto('/admin/consultas')
    await page.getByRole('searchbox', { name: 'Pesquisar consultas' }).fill(patient.firstName)
    await expect(page).toHaveURL(new RegExp(`search=${patient.firstName}`))
    const card = page.getByTestId('admin-session-card').filter({ hasText: patient.fullName })
    await expect(card).toContainText('Confirmada')
    await card.getByRole('button', { name: 'Profissional não compareceu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registrar que o profissional não compareceu?' })
    await expect(dialog).toContainText('155,00 voltam ao saldo do paciente')
    await dialog.getByRole('button', { name: 'Registrar ausência' }).click()
    await expect(page.getByText('Ausência registrada.')).toBeVisible()
    await expect(card.getByTestId('session-status')).toHaveText('Profissional não compareceu')
    await expect(card.getByTestId('no-show-outcome')).toContainText('155,00 foram devolvidos ao saldo do paciente')
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/no-show-admin-1280.png`, fullPage: true })

    await patientPage.goto('/home?aba=all')
    const patientCard = patientPage.getByTestId('session-card').filter({ hasText: 'Profissional não compareceu' })
    await expect(patientCard.getByTestId('no-show-outcome')).toContainText('155,00 voltaram para o seu saldo')
    await expectNoSeriousA11yViolations(patientPage)
    if (shotsDir) await patientPage.screenshot({ path: `${shotsDir}/no-show-patient-1280.png`, fullPage: true })
    await patientPage.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => patientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    if (shotsDir) await patientPage.screenshot({ path: `${shotsDir}/no-show-patient-390.png`, fullPage: true })

    await patientPage.goto('/perfil')
    const balance = patientPage.getByRole('region', { name: 'Saldo na plataforma' })
    await expect(balance.getByTestId('balance-total')).toContainText('155,00')
    await expect(balance).toContainText('Devolução: o profissional não compareceu à consulta')
  } finally {
    await setServerClock(page.request, null, page, patientPage)
  }
})
