import { expect, test } from './support/fixtures'
import { acceptTelehealthConsentDialog, chooseProfessional, professionalIdOf, PSYCHOLOGIST } from './support/booking-steps'
import { chooseDate, DAY_SLICES, ownDay } from './support/hours'
import { waitForMail } from './support/mail-and-google'
import { uniqueEmail } from './support/people'

// A Brazilian living in Lisbon (decision 044): the browser says Europe/Lisbon, so the wizard shows the
// visitor Lisbon's days and hours with Brasília's beside them; signing up keeps that zone, and the
// confirmation email, the session card and 'Meus dados' all speak Lisbon time.

const clock = (zone: string, instant: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
const LISBON = 'Europe/Lisbon'
const BRASILIA = 'America/Sao_Paulo'

test('a patient in Lisbon books in Lisbon time, Brasília beside it, and reads the same in the email and on the card', async ({ newPage }) => {
  test.setTimeout(150_000)
  const page = await newPage({ timezoneId: LISBON })
  const day = await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.patientAbroad)
  const start = new Date(day.hours[0]!.start_time)
  const end = new Date(start.getTime() + 50 * 60_000)
  // What a Lisbon reader must see, computed here from the time-zone database, not from the app.
  const lisbonDay = new Intl.DateTimeFormat('en-CA', { timeZone: LISBON }).format(start)
  const lisbonDate = new Intl.DateTimeFormat('pt-BR', { timeZone: LISBON, day: '2-digit', month: '2-digit', year: 'numeric' }).format(start)
  const [lisbon, lisbonEnd, brasilia, brasiliaEnd] = [clock(LISBON, start), clock(LISBON, end), clock(BRASILIA, start), clock(BRASILIA, end)]
  expect(lisbon).not.toBe(brasilia)

  await page.goto('/agendamento')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  await expect(page.getByTestId('time-zone-note')).toHaveText(/^Horários em Lisboa, com o horário de Brasília ao lado\./)
  await chooseDate(page, lisbonDay)
  const hour = page.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button').first()
  await expect(hour).toContainText(lisbon)
  await expect(hour.getByTestId('brasilia-hour')).toHaveText(`${brasilia} em Brasília`)
  await hour.click()
  await page.getByRole('button', { name: 'Revisar agendamento' }).click()
  const review = page.getByRole('dialog', { name: 'Revisão' })
  await expect(review.getByTestId('review-when')).toHaveText(`${lisbonDate}, ${lisbon} - ${lisbonEnd} em Lisboa (${brasilia} - ${brasiliaEnd} em Brasília)`)
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()

  // Step 3: a new account, created from this browser, so in its zone.
  const email = uniqueEmail('lisboa')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Acolhe123')
  await page.getByRole('textbox', { name: /^Repita a senha/ }).fill('Acolhe123')
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByRole('heading', { name: 'Quase lá...' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Inês')
  await page.getByRole('textbox', { name: /^Sobrenome/ }).fill('Teixeira')
  await page.getByRole('textbox', { name: /^Data de nascimento/ }).fill('12041990')
  await page.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await acceptTelehealthConsentDialog(page)
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByText(`${lisbonDate}, ${lisbon} - ${lisbonEnd} em Lisboa (${brasilia} - ${brasiliaEnd} em Brasília)`)).toBeVisible()

  // The payment deadline: one wording, on the Lisbon clock with Brasília's beside it (decision 068).
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
  const offset = minutes(lisbon) - minutes(brasilia)
  const deadline = /até (\d{2}\/\d{2}\/\d{4}) às (\d{2}:\d{2}) em Lisboa \((?:\d{2}\/\d{2} às )?(\d{2}:\d{2}) em Brasília\)/
  const stepDeadline = deadline.exec((await page.getByText(/^Conclua o pagamento até/).textContent()) ?? '')
  expect(stepDeadline, 'the payment step names the deadline in Lisbon time with Brasília beside it').not.toBeNull()
  expect((minutes(stepDeadline![2]!) - minutes(stepDeadline![3]!) + 1440) % 1440).toBe((offset + 1440) % 1440)

  // The checkout page names the consultation and the deadline the same way, never a bare Brasília hour.
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click()
  const checkout = await popup
  await expect(checkout).toHaveURL(/\/pagamento\/local\//)
  await expect(checkout.getByText(`Consulta Acolhe em ${lisbonDate} às ${lisbon} em Lisboa (${brasilia} em Brasília)`)).toBeVisible()
  const checkoutDeadline = deadline.exec((await checkout.getByText(/^Pague até/).textContent()) ?? '')
  expect(checkoutDeadline, 'the checkout page names the deadline in Lisbon time with Brasília beside it').not.toBeNull()
  // Opening a checkout that offers boleto may lengthen the hold (decision 030): the step, read again,
  // then says the very deadline the checkout page says.
  const stepNow = async () => deadline.exec((await page.getByText(/^Conclua o pagamento até/).textContent()) ?? '')?.slice(1, 4)
  await expect.poll(stepNow, { timeout: 15_000 }).toEqual(checkoutDeadline!.slice(1, 4))
  await checkout.getByText('PIX', { exact: true }).click()
  await checkout.getByRole('button', { name: 'Aprovar pagamento' }).click()
  await expect(checkout.getByText('Pagamento aprovado! Sua consulta está confirmada.')).toBeVisible()
  await checkout.close()
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })

  const mail = await waitForMail(email, /^Consulta confirmada/)
  expect(mail.subject).toBe(`Consulta confirmada: ${lisbonDate} às ${lisbon} em Lisboa`)
  expect(mail.text).toContain(`confirmada para ${lisbonDate} às ${lisbon} em Lisboa (${brasilia} em Brasília).`)

  await page.getByRole('link', { name: 'Ir para a página inicial' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await page.getByRole('tab', { name: /Todas/ }).click()
  const card = page.getByTestId('session-card').filter({ hasText: `${PSYCHOLOGIST} · CRP 06/123456` })
  await expect(card).toContainText(`${lisbon} - ${lisbonEnd}, horário de Lisboa`)
  await expect(card.getByTestId('brasilia-time')).toHaveText(`${brasilia} - ${brasiliaEnd} em Brasília`)

  await page.goto('/perfil')
  await expect(page.getByRole('combobox', { name: /^Fuso horário/ })).toHaveValue('Lisboa (Europe/Lisbon)')
})

test('at 390 px a Brasília hour on another day is shown whole under the hour of a patient in Tokyo', async ({ newPage }) => {
  const TOKYO = 'Asia/Tokyo'
  const page = await newPage({ timezoneId: TOKYO, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  // An afternoon hour in Brasília is the small hours of the next day in Tokyo: Brasília's reading then
  // carries its own day ('14/03 às 15:00 em Brasília'), the widest label an hour button has.
  const day = await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.patientAbroad)
  const afternoon = day.hours.map((hour) => new Date(hour.start_time)).find((start) => Number(clock(BRASILIA, start).slice(0, 2)) >= 12)
  expect(afternoon, 'the day has an afternoon hour').toBeDefined()
  const tokyoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO }).format(afternoon)
  const brasiliaDay = new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA, day: '2-digit', month: '2-digit' }).format(afternoon)

  await page.goto('/agendamento')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  await chooseDate(page, tokyoDay)
  const hour = page.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: new RegExp(`^${clock(TOKYO, afternoon!)}`) })
  const beside = hour.getByTestId('brasilia-hour')
  await expect(beside).toHaveText(`${brasiliaDay} às ${clock(BRASILIA, afternoon!)} em Brasília`)
  // Whole: no box narrower than its text, nothing past the button's or the screen's edge.
  const fits = await beside.evaluate((element) => {
    const button = element.closest('button')!.getBoundingClientRect()
    const own = element.getBoundingClientRect()
    const label = element.closest('.mantine-Button-label') as HTMLElement
    return { cut: label.scrollWidth > label.clientWidth + 1, inside: own.left >= button.left - 1 && own.right <= button.right + 1 && button.right <= window.innerWidth }
  })
  expect(fits).toEqual({ cut: false, inside: true })
  await page.screenshot({ path: test.info().outputPath('tokyo-hours-390.png'), fullPage: true })
})
