import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { acceptTelehealthConsentDialog, bookThroughApi, chooseDayAndHour, chooseProfessional, openDays, payInCheckoutTab, payThroughApi } from './support/booking-steps'
import { waitForMail } from './support/mail-and-google'
import { logPatientInAtHome, signUpPatient } from './support/people'
import { pinnedNow } from './support/timeline'

// Weekly series and waitlist together (decisions 040 and 041). This test's own professional works one
// weekly hour, 19:00 on the weekday two days after the pinned instant. Patient A books it weekly for 4
// weeks in the wizard and pays the first; patient C books (and pays) every other date of that hour in the
// booking window, so the hour is full. Patient B joins the waitlist for that weekday and hour. A cancels
// the third week of the series; B is offered exactly that date by email, opens the link and books it.

const WEEK_DAYS_PLURAL = ['Domingos', 'Segundas', 'Terças', 'Quartas', 'Quintas', 'Sextas', 'Sábados']
const brasiliaWeekDay = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay()
type ListedSession = { id: string; selected_date: string; status: string }

test("a series of 4 is booked and its third week cancelled; the waiting patient is offered that date and books it", async ({ page, patient, newPage, newPatient, playwright, baseURL }) => {
  test.setTimeout(240_000)
  const professionalPage = await newPage()
  const professional = await registerAuthorizedProfessional(professionalPage.request, playwright, baseURL)
  const weekDay = (new Date(pinnedNow()).getUTCDay() + 2) % 7
  expect((await professionalPage.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '1900', end_time: '2000' } })).status()).toBe(201)

  // A: the first date, made weekly for 4 weeks at the review step; the first week paid in the wizard.
  const aPage = await newPage()
  const a = await newPatient({ tag: 'serie-a' })
  await logPatientInAtHome(aPage, a)
  await aPage.getByRole('link', { name: 'Agendar uma nova consulta' }).click()
  await chooseProfessional(aPage, 'Psicólogo', professional.fullName)
  const { review } = await chooseDayAndHour(aPage, { dayIndex: 0 })
  await review.getByTestId('series-choice').getByRole('radio', { name: '4 semanas' }).check()
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(aPage)
  await expect(aPage.getByTestId('series-summary')).toContainText('4 consultas reservadas.')
  await payInCheckoutTab(aPage, true)
  await expect(aPage.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })
  const aWeeks = ((await (await aPage.request.get('/api/session/me?page=1&limit=10')).json()) as { data: ListedSession[] }).data
    .filter((s) => s.status !== 'CANCELLED')
    .sort((x, y) => x.selected_date.localeCompare(y.selected_date))
  expect(aWeeks).toHaveLength(4)
  const thirdWeek = aWeeks[2]!.selected_date

  // C takes every other date of the hour in the window: nothing is open any more.
  const cPage = await newPage()
  await signUpPatient(cPage.request, { tag: 'serie-c' })
  for (const day of await openDays(cPage.request, professional.id)) {
    const session = await bookThroughApi(cPage.request, professional.id, day.hours)
    await payThroughApi(cPage.request, session.id)
  }
  expect(await openDays(cPage.request, professional.id)).toEqual([])

  // B (logged in on `page`) finds the weeks full and waits for that weekday and hour.
  const label = `${WEEK_DAYS_PLURAL[brasiliaWeekDay(thirdWeek.slice(0, 10))]} às 19:00`
  await page.goto('/home')
  await page.getByRole('link', { name: 'Agendar uma nova consulta' }).click()
  await chooseProfessional(page, 'Psicólogo', professional.fullName)
  await expect(page.getByTestId('no-hours')).toBeVisible()
  await page.getByTestId('waitlist-join').getByRole('button', { name: 'Avise-me quando abrir' }).click()
  const joinDialog = page.getByRole('dialog', { name: 'Avise-me quando abrir' })
  await joinDialog.getByRole('combobox', { name: 'Qual horário você espera?' }).click()
  await page.getByRole('option', { name: label }).click()
  await joinDialog.getByRole('button', { name: 'Entrar na lista' }).click()
  await expect(page.getByText('Pronto! Você está na lista de espera')).toBeVisible()

  // A cancels only the third week, from the series' manage dialog on the home.
  await aPage.goto('/home?aba=all')
  const card = aPage.getByTestId('series-card')
  await card.getByRole('button', { name: 'Gerenciar' }).click()
  const weeks = aPage.getByRole('dialog', { name: 'Gerenciar horário fixo' }).getByTestId('series-week')
  await expect(weeks).toHaveCount(4)
  await weeks.nth(2).getByRole('button', { name: 'Cancelar esta' }).click()
  await weeks.nth(2).getByRole('button', { name: 'Confirmar' }).click()
  await expect(aPage.getByText('Consulta cancelada. As outras semanas continuam.')).toBeVisible()
  await expect(weeks).toHaveCount(3)

  // B is offered that very date, held for B; B books it from the email's link.
  const mail = await waitForMail(patient.email, /^Abriu um horário: /)
  const link = /Agendar este horário: (\S+)/.exec(mail.text)?.[1] ?? ''
  expect(link).toContain('/lista-de-espera/oferta/')
  expect((await openDays(cPage.request, professional.id)).flatMap((d) => d.hours.map((h) => h.start_time))).not.toContain(thirdWeek)
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { name: 'Abriu um horário para você' })).toBeVisible()
  await page.getByRole('link', { name: 'Agendar este horário' }).click()
  await expect(page.getByRole('button', { name: '19:00', pressed: true })).toBeVisible()
  await page.getByRole('button', { name: 'Revisar agendamento' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(page)
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  const bSessions = ((await (await page.request.get('/api/session/me?page=1&limit=10')).json()) as { data: ListedSession[] }).data
  expect(bSessions.filter((s) => s.status !== 'CANCELLED').map((s) => s.selected_date)).toEqual([thirdWeek])
  // A's series goes on with its other three weeks.
  await expect(card.getByTestId('series-booked-ahead')).toHaveText('3 consultas reservadas à frente')
})
