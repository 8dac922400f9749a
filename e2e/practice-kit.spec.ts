import { expect, test } from './support/fixtures'
import { bookPaidSessionWith, registerAuthorizedProfessional } from './support/authorized-professional'
import { setServerClock } from './support/clock'

// The practice kit in one working day of a professional: the consultation is paid and held, the
// professional finishes it, writes its note in the clinical record (decision 036), then finds the payment
// waiting as a pending Receita Saúde receipt and records the number the Receita's app gave (decision 035).

test('a professional finishes a session, writes its note, sees the receipt pending and records its number', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(150_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  expect((await page.request.post('/api/available-dates', { data: { week_day: 1, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  const patientPage = await newPage()
  const { patient, session } = await bookPaidSessionWith(patientPage.request, professional.id)

  const start = new Date(session.selected_date)
  await setServerClock(page.request, new Date(start.getTime() + 60_000), page, patientPage)
  try {
    await page.goto('/profissional/home')
    await page.getByRole('tab', { name: /Todas/ }).click()
    const card = page.getByTestId('session-card').filter({ hasText: patient.firstName })
    await card.getByRole('button', { name: 'Iniciar consulta' }).click()
    await expect(card.getByRole('button', { name: 'Finalizar consulta' })).toBeVisible()
    await setServerClock(page.request, new Date(start.getTime() + 50 * 60_000), page, patientPage)
    await page.reload()
    await page.getByRole('tab', { name: /Todas/ }).click()
    await card.getByRole('button', { name: 'Finalizar consulta' }).click()
    await page.getByRole('dialog', { name: 'Finalizar consulta?' }).getByRole('button', { name: 'Finalizar', exact: true }).click()
    await expect(card).toContainText('Finalizada')

    await card.getByRole('link', { name: 'Prontuário' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Prontuário de ${patient.fullName}` })).toBeVisible()
    const form = page.getByRole('region', { name: 'Nova anotação' })
    await form.getByLabel('Anotação').fill('Sessão inicial: acolhimento e contrato terapêutico.')
    await form.getByRole('button', { name: 'Salvar anotação' }).click()
    await expect(page.getByTestId('clinical-note')).toContainText('contrato terapêutico')

    await page.getByRole('link', { name: 'Recibos', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible()
    const entry = page.getByTestId('tax-receipt').filter({ hasText: patient.fullName })
    await expect(entry.getByTestId('tax-receipt-status')).toHaveText('Pendente')
    await entry.getByRole('button', { name: /^Registrar número/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Número do recibo emitido' })
    await dialog.getByLabel('Número do recibo').fill('RS-2026-0042')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Número do recibo registrado.')).toBeVisible()
    await page.locator('label').filter({ hasText: /^Emitidos$/ }).click()
    await expect(entry.getByTestId('tax-receipt-status')).toHaveText('Emitido')
    await expect(entry.getByTestId('tax-receipt-number')).toContainText('RS-2026-0042')
  } finally {
    await setServerClock(page.request, null, page)
  }
})
