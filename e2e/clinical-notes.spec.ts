import { expect, test } from './support/fixtures'
import { bookPaidSessionWith, registerAuthorizedProfessional } from './support/authorized-professional'
import { a11yViolationsOf } from './support/axe'
import { setServerClock } from './support/clock'

// Decision 036: a professional opens the record from a finished consultation, writes a note and sees it
// listed; the patient asks for a copy, the professional approves it, and the patient downloads it.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

test('a professional writes a note on a finished consultation; the patient downloads the approved copy', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(150_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  expect((await page.request.post('/api/available-dates', { data: { week_day: 1, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  const patientPage = await newPage()
  const { patient, session } = await bookPaidSessionWith(patientPage.request, professional.id)

  // The consultation happens: started inside its window and finished after its start.
  const start = new Date(session.selected_date)
  await setServerClock(page.request, new Date(start.getTime() + 60_000), page, patientPage)
  try {
    expect((await page.request.patch(`/api/session/${session.id}/start`)).status()).toBe(200)
    await setServerClock(page.request, new Date(start.getTime() + 50 * 60_000), page, patientPage)
    expect((await page.request.patch(`/api/session/${session.id}/end`)).status()).toBe(200)

    await page.goto('/profissional/home')
    await page.getByRole('tab', { name: /Todas/ }).click()
    const card = page.getByTestId('session-card').filter({ hasText: patient.firstName }).filter({ hasText: 'Finalizada' })
    await card.getByRole('link', { name: 'Prontuário' }).click()
    await expect(page).toHaveURL(/\/profissional\/prontuarios\/[0-9a-f-]+(\?|$)/)
    await expect(page.getByRole('heading', { level: 1, name: `Prontuário de ${patient.fullName}` })).toBeVisible()
    await expect(page.getByText('Nenhuma anotação ainda.')).toBeVisible()

    const form = page.getByRole('region', { name: 'Nova anotação' })
    await expect(form.getByLabel('Consulta')).toHaveValue(session.id)
    await form.getByLabel('Anotação').fill('Primeira sessão: queixa de ansiedade no trabalho.\nCombinado retorno semanal.')
    await form.getByRole('button', { name: 'Salvar anotação' }).click()
    await expect(page.getByText('Anotação salva no prontuário.')).toBeVisible()
    const note = page.getByTestId('clinical-note')
    await expect(note).toHaveCount(1)
    await expect(note).toContainText('queixa de ansiedade no trabalho')
    await expect(form.getByLabel('Anotação')).toHaveValue('')

    // The patient asks for a copy: nothing to download until the professional approves it.
    await patientPage.goto('/prontuarios')
    const record = patientPage.getByTestId('patient-record').filter({ hasText: professional.fullName })
    await expect(record.getByRole('link', { name: 'Baixar cópia' })).toHaveCount(0)
    await record.getByRole('button', { name: 'Solicitar cópia do prontuário' }).click()
    await expect(record).toContainText('Pedido de cópia: Aguardando aprovação')
    await expect(record.getByRole('button', { name: 'Solicitar cópia do prontuário' })).toHaveCount(0)
    expect((await patientPage.request.get(`/api/user/me/clinical-records/${professional.id}/copy`)).status()).toBe(404)

    await page.reload()
    const requests = page.getByRole('region', { name: 'Pedidos de cópia' })
    // The page read again, not its loader, is what the accessibility check looks at.
    await expect(requests.getByRole('button', { name: 'Aprovar cópia' })).toBeVisible()
    // The patient's record at 1280 px (and at 390 px below): the routes with a patient's id are checked here, e2e/a11y.spec.ts has none.
    expect(await a11yViolationsOf(page)).toEqual([])
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/clinical-record-1280.png`, fullPage: true })
    await requests.getByRole('button', { name: 'Aprovar cópia' }).click()
    await expect(page.getByText('Cópia aprovada: o paciente já pode baixá-la.')).toBeVisible()
    await expect(requests.getByTestId('copy-request')).toContainText('Aprovada')

    await patientPage.reload()
    await expect(record.getByRole('link', { name: 'Baixar cópia' })).toBeVisible()
    const copy = await patientPage.request.get(`/api/user/me/clinical-records/${professional.id}/copy`)
    expect(copy.status()).toBe(200)
    expect(await copy.text()).toContain('queixa de ansiedade no trabalho')
    expect(await a11yViolationsOf(patientPage)).toEqual([])
    if (shotsDir) await patientPage.screenshot({ path: `${shotsDir}/patient-records-1280.png`, fullPage: true })

    // The list of records counts the note; narrow screens keep every page within the width.
    await page.getByRole('link', { name: 'Voltar aos prontuários' }).click()
    await expect(page.getByTestId('record-patient').filter({ hasText: patient.fullName })).toContainText('1 anotação')
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/clinical-records-list-1280.png`, fullPage: true })
    for (const shown of [page, patientPage]) {
      await shown.setViewportSize({ width: 390, height: 844 })
      await expect.poll(() => shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
    if (shotsDir) await patientPage.screenshot({ path: `${shotsDir}/patient-records-390.png`, fullPage: true })
    await page.getByTestId('record-patient').filter({ hasText: patient.fullName }).getByRole('link', { name: 'Abrir prontuário' }).click()
    await expect(page.getByTestId('clinical-note')).toHaveCount(1)
    expect(await a11yViolationsOf(page)).toEqual([])
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/clinical-record-390.png`, fullPage: true })
  } finally {
    await setServerClock(page.request, null, page)
  }
})
