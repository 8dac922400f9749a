import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { expectNoSeriousA11yViolations } from './support/axe'
import { bookThroughApi, payThroughApi } from './support/booking-steps'
import { signUpPatient, uniqueCpf } from './support/people'

// Decision 035: a consultation paid through the provider leaves the professional a pending Receita Saúde
// receipt on 'Recibos'; the professional copies its fields into the Receita's app and records the number.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

/** '000.000.000-00'. */
const maskedCpf = (digits: string) => `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`

test('a paid consultation becomes a pending receipt the professional copies, numbers and sees issued', async ({ page, context, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  expect((await page.request.post('/api/available-dates', { data: { week_day: 1, start_time: '0800', end_time: '1200' } })).status()).toBe(201)

  const patientRequest = (await newPage()).request
  const cpf = uniqueCpf()
  const patient = await signUpPatient(patientRequest, { cpf })
  const open = (await (await patientRequest.get(`/api/public/available-dates/${professional.id}`)).json()) as {
    professionalAvailability: { availability: { hours: { start_time: string; available_date_id: string }[] }[] }
  }
  const hour = open.professionalAvailability.availability[0]?.hours[0]
  if (!hour) throw new Error('the professional has no open hour')
  const session = await bookThroughApi(patientRequest, professional.id, hour)
  await payThroughApi(patientRequest, session.id)

  await page.goto('/profissional/home')
  await page.getByRole('link', { name: 'Recibos', exact: true }).click()
  await expect(page).toHaveURL(/\/profissional\/recibos$/)
  // The pointer leaves the link it clicked: axe judges the page as read, not the link's hover colours.
  await page.mouse.move(640, 700)
  await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible()
  const entry = page.getByTestId('tax-receipt')
  await expect(entry).toHaveCount(1)
  await expect(entry.getByTestId('tax-receipt-status')).toHaveText('Pendente')
  await expect(entry).toContainText(patient.fullName)
  await expect(entry).toContainText('R$ 150,00')
  await expect(entry).toContainText(/Consulta de psicologia em \d{2}\/\d{2}\/\d{4}/)
  await expectNoSeriousA11yViolations(page)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/receipts-pending-1280.png`, fullPage: true })

  await entry.getByRole('button', { name: 'Copiar CPF do pagador' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(maskedCpf(cpf))
  await entry.getByRole('button', { name: 'Copiar valor recebido' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('150,00')

  await entry.getByRole('button', { name: /^Registrar número/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Número do recibo emitido' })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('Informe o número do recibo.')).toBeVisible()
  await dialog.getByLabel('Número do recibo').fill('RS-000123')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Número do recibo registrado.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Nenhum recibo pendente.')).toBeVisible()
  // The toast fades out by itself; the contrast check and the screenshots wait for it to go.
  await expect(page.getByText('Número do recibo registrado.')).toBeHidden({ timeout: 15_000 })

  await page.locator('label').filter({ hasText: /^Emitidos$/ }).click()
  await expect(page).toHaveURL(/status=ISSUED/)
  await expect(entry.getByTestId('tax-receipt-status')).toHaveText('Emitido')
  await expect(entry.getByTestId('tax-receipt-number')).toContainText('RS-000123')
  await expect(entry.getByRole('button', { name: /^Corrigir número/ })).toBeVisible()
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/receipts-issued-1280.png`, fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoSeriousA11yViolations(page)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/receipts-issued-390.png`, fullPage: true })
})
