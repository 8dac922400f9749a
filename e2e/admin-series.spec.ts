import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { acceptTelehealthConsentThroughApi } from './support/booking-steps'
import { openDays } from './support/hours'
import { logInThroughApi } from './support/login'
import { signUpPatient } from './support/people'
import { shootAtBothWidths } from './support/screenshots'

// /admin/horarios-fixos (decision 040): a patient's weekly series shows up in the back office, where the
// demo admin finds it by the patient's name, pauses it and resumes it. The professional is this test's
// own (open every day 08:00–12:00), so no demo calendar is touched.

/** The list at 390 and 1280 px, reloaded at each width, so the menu is not caught sliding between its drawer and its side bar. */
const shoot = (page: Page, name: string) => shootAtBothWidths(page, name, () => expect(page.getByTestId('admin-series-row').first()).toBeVisible())

test("the admin finds a patient's weekly series by name, pauses it and resumes it", async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const professionalPage = await newPage()
  const professional = await registerAuthorizedProfessional(professionalPage.request, playwright, baseURL)
  for (const week_day of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await professionalPage.request.post('/api/available-dates', { data: { week_day, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  }

  // The patient makes the first open hour weekly for 4 weeks, through the API.
  const patientPage = await newPage()
  const patient = await signUpPatient(patientPage.request, { tag: 'serie-admin' })
  await acceptTelehealthConsentThroughApi(patientPage.request, professional.id)
  const [firstDay] = await openDays(patientPage.request, professional.id)
  const hour = firstDay?.hours[0]
  if (!hour) throw new Error('the professional has no open hour')
  const created = await patientPage.request.post('/api/session-series', { data: { professional_id: professional.id, selected_date: hour.start_time, is_online: true, weeks: 4 } })
  expect(created.status()).toBe(201)

  // The admin opens 'Horários fixos' from the menu and searches by the patient's (unique) first name.
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/dashboard')
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Horários fixos' }).click()
  await expect(page).toHaveURL(/\/admin\/horarios-fixos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Horários fixos' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar por paciente ou profissional' }).fill(patient.firstName)
  await expect(page).toHaveURL(/search=/)
  const rows = page.getByTestId('admin-series-row')
  await expect(rows).toHaveCount(1)
  const row = rows.first()
  await expect(row).toContainText(patient.fullName)
  await expect(row).toContainText(professional.fullName)
  await expect(row).toContainText('4 semanas')
  await expect(row).toContainText(/(Todo|Toda) .+ às \d\d:00/)
  await expect(row.getByTestId('series-status')).toHaveText('Ativo')
  await expect(row.getByRole('button', { name: /^Retomar/ })).toHaveCount(0)
  await shoot(page, 'admin-series')

  await row.getByRole('button', { name: `Pausar o horário fixo de ${patient.fullName}` }).click()
  await expect(page.getByText('Horário fixo pausado.')).toBeVisible()
  await expect(row.getByTestId('series-status')).toHaveText('Pausado')
  await expect(row.getByRole('button', { name: /^Pausar/ })).toHaveCount(0)

  await row.getByRole('button', { name: `Retomar o horário fixo de ${patient.fullName}` }).click()
  await expect(page.getByText('Horário fixo retomado.')).toBeVisible()
  await expect(row.getByTestId('series-status')).toHaveText('Ativo')

  // 'Ver semanas' lists the weeks booked ahead.
  await row.getByRole('button', { name: `Ver semanas do horário fixo de ${patient.fullName}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Gerenciar horário fixo' })
  await expect(dialog.getByTestId('series-week').first()).toBeVisible()
})
