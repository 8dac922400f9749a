import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { acceptTelehealthConsentDialog, bookThroughApi, chooseProfessional, openDays, payThroughApi } from './support/booking-steps'
import { pinnedNow } from './support/timeline'
import { waitForMail } from './support/mail-and-google'
import { signUpPatient } from './support/people'
import { submitLoginForm } from './support/login'
import { a11yViolationsAtBothWidths } from './support/axe'

// 'Avise-me quando abrir' (decision 041). A fresh professional of this test works one weekly hour, 19:00
// on the weekday two days after the pinned instant; patient A books and pays every date of it in the
// booking window. Patient B finds the weeks full in the wizard and joins the waitlist for that weekday
// and hour; A cancels the first one; B gets the offer email, opens its link (logging in on the way) and
// books the hour, which stayed held for B.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR
const WEEK_DAYS_PLURAL = ['Domingos', 'Segundas', 'Terças', 'Quartas', 'Quintas', 'Sextas', 'Sábados']
const brasiliaWeekDay = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay()

test('a patient waits for a full weekly hour, is offered it when it frees and books it', async ({ page, patient, newPage, playwright, baseURL }) => {
  test.setTimeout(240_000)
  const professionalPage = await newPage()
  const professional = await registerAuthorizedProfessional(professionalPage.request, playwright, baseURL)
  const weekDay = (new Date(pinnedNow()).getUTCDay() + 2) % 7
  expect((await professionalPage.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '1900', end_time: '2000' } })).status()).toBe(201)

  // A books (and pays) every date of that hour in the window.
  const aPage = await newPage()
  await signUpPatient(aPage.request, { tag: 'espera-a' })
  const days = await openDays(aPage.request, professional.id)
  expect(days.length).toBeGreaterThan(4)
  const sessions = []
  for (const day of days) {
    const session = await bookThroughApi(aPage.request, professional.id, day.hours)
    await payThroughApi(aPage.request, session.id)
    sessions.push(session)
  }
  expect(await openDays(aPage.request, professional.id)).toEqual([])
  const first = sessions[0]!
  const label = `${WEEK_DAYS_PLURAL[brasiliaWeekDay(days[0]!.date)]} às 19:00`

  // B (logged in) finds no hour and joins the waitlist for that weekday and hour.
  await page.goto('/home')
  await page.getByRole('link', { name: 'Agendar uma nova consulta' }).click()
  await expect(page).toHaveURL(/\/consulta\?d=/)
  await chooseProfessional(page, 'Psicólogo', professional.fullName)
  await expect(page.getByTestId('no-hours')).toBeVisible()
  const join = page.getByTestId('waitlist-join')
  await expect(join).toContainText('A agenda deste profissional está cheia nas próximas semanas.')
  await join.getByRole('button', { name: 'Avise-me quando abrir' }).click()
  const dialog = page.getByRole('dialog', { name: 'Avise-me quando abrir' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Qual horário você espera?' }).click()
  await page.getByRole('option', { name: label }).click()
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/waitlist-join-1280.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/waitlist-join-390.png` })
  await dialog.getByRole('button', { name: 'Entrar na lista' }).click()
  await expect(page.getByText('Pronto! Você está na lista de espera')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  const card = page.getByTestId('waitlist-card')
  await expect(card.getByTestId('waitlist-entry')).toContainText(professional.fullName)
  await expect(card.getByTestId('waitlist-entry')).toContainText(label)
  await expect(card).toContainText('Aguardando um horário abrir')
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/waitlist-card-1280.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(card).toContainText('Aguardando um horário abrir')
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/waitlist-card-390.png` })

  // A cancels the first date: B is the first in line and gets the offer by email.
  expect((await aPage.request.patch(`/api/session/${first.id}/status`, { data: { status: 'CANCELLED' } })).status()).toBe(200)
  const mail = await waitForMail(patient.email, /^Abriu um horário: /)
  expect(mail.text).toContain('(horário de Brasília)')
  const link = /Agendar este horário: (\S+)/.exec(mail.text)?.[1] ?? ''
  expect(link).toContain('/lista-de-espera/oferta/')

  // Nobody else sees the hour while it is held for B.
  expect((await openDays(aPage.request, professional.id)).flatMap((d) => d.hours.map((h) => h.start_time))).not.toContain(first.selected_date)

  // B opens the link in a browser where nobody is logged in: /login, then back to the offer.
  const bPage = await newPage()
  await bPage.goto(new URL(link).pathname)
  await expect(bPage).toHaveURL(/\/login\?voltar=/)
  await submitLoginForm(bPage, bPage.url(), patient.email, patient.password)
  await expect(bPage).toHaveURL(/\/lista-de-espera\/oferta\//)
  await expect(bPage.getByRole('heading', { name: 'Abriu um horário para você' })).toBeVisible()
  await expect(bPage.getByTestId('waitlist-offer-when')).toContainText('19:00 - 19:50')
  await expect(bPage.getByText(/Guardado só para você até/)).toBeVisible()
  // The offer's page is checked here, where an offer exists (e2e/support/a11y-routes.ts).
  expect(await a11yViolationsAtBothWidths(bPage)).toEqual([])
  if (shotsDir) await bPage.screenshot({ path: `${shotsDir}/waitlist-offer-1280.png` })
  await bPage.setViewportSize({ width: 390, height: 844 })
  if (shotsDir) await bPage.screenshot({ path: `${shotsDir}/waitlist-offer-390.png` })

  await bPage.getByRole('link', { name: 'Agendar este horário' }).click()
  await expect(bPage).toHaveURL(/\/consulta\?d=/)
  await expect(bPage.getByRole('button', { name: '19:00', pressed: true })).toBeVisible()
  await bPage.getByRole('button', { name: 'Revisar agendamento' }).click()
  await bPage.getByRole('dialog').getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(bPage)
  await expect(bPage.getByText('Consulta agendada com sucesso!')).toBeVisible()

  // B's entry is fulfilled: the list on the home is gone.
  await bPage.goto('/home')
  await bPage.getByRole('tab', { name: /Todas/ }).click()
  await expect(bPage.getByTestId('session-card').first()).toBeVisible()
  await expect(bPage.getByTestId('waitlist-card')).toHaveCount(0)
})
