import { expect, test } from './support/fixtures'
import { bookPaidSessionWith, registerAuthorizedProfessional } from './support/authorized-professional'
import { expectNoSeriousA11yViolations } from './support/axe'
import { logInThroughApi } from './support/login'

// Decision 026: the admin's 'Desautorizar' dialog counts the professional's
// consultations ahead and asks what happens to them; kept, the suspended professional still sees them.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

test('withdrawing an authorization shows the consultations ahead; kept, the suspended professional still sees them', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  expect((await page.request.post('/api/available-dates', { data: { week_day: 1, start_time: '0800', end_time: '1200' } })).status()).toBe(201)

  const { patient } = await bookPaidSessionWith((await newPage()).request, professional.id)

  const admin = await newPage()
  await logInThroughApi(admin.request, 'admin')
  const firstName = professional.fullName.split(' ')[0] ?? professional.fullName
  await admin.goto(`/admin/profissionais?search=${firstName}`)
  await admin.getByRole('button', { name: `Desautorizar ${professional.fullName}` }).click()
  const dialog = admin.getByRole('dialog', { name: 'Desautorizar profissional' })
  await expect(dialog.getByTestId('future-sessions')).toHaveText('Este profissional tem 1 consulta futura agendada.')
  const confirm = dialog.getByRole('button', { name: 'Desautorizar' })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('radio', { name: /Manter as consultas/ }).check()
  await expectNoSeriousA11yViolations(admin)
  if (shotsDir) await admin.screenshot({ path: `${shotsDir}/deauthorize-1280.png` })
  await admin.setViewportSize({ width: 390, height: 844 })
  if (shotsDir) await admin.screenshot({ path: `${shotsDir}/deauthorize-390.png` })
  await confirm.click()
  await expect(admin.getByText('Alterado autorização com sucesso!').last()).toBeVisible()

  await page.goto('/profissional/home')
  await expect(page).toHaveURL(/\/profissional\/autorizacao$/)
  await expect(page.getByRole('heading', { name: 'Acesso suspenso' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Suas consultas' })).toBeVisible()
  await page.getByRole('tab', { name: /Próximas/ }).click()
  await expect(page.getByText(patient.fullName).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/suspended-kept-1280.png`, fullPage: true })
})
