import { expect, test } from './support/fixtures'
import { bookPaidSessionWith, registerAuthorizedProfessional } from './support/authorized-professional'
import { expectNoSeriousA11yViolations } from './support/axe'
import { setServerClock } from './support/clock'

// Decision 027: the week view shows next week's consultation; the profile's calendar
// feed serves it to a calendar app until revoked; the earnings card counts it in its month.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

/** 'dez/2026': how the earnings card names the Brasília month of an instant. */
function monthLabelOf(instant: string): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date(instant)).split('-')
  return `${MONTHS[Number(month) - 1]}/${year}`
}

test('the week view, the private calendar feed and the earnings of a professional with a paid consultation', async ({ page, context, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  expect((await page.request.post('/api/available-dates', { data: { week_day: 1, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  const { patient, session } = await bookPaidSessionWith((await newPage()).request, professional.id)

  await page.goto('/profissional/home')
  await page.locator('label').filter({ hasText: /^Semana$/ }).click()
  const week = page.getByTestId('week-view')
  await expect(week).toBeVisible()
  await week.getByRole('button', { name: 'Próxima semana' }).click()
  await expect(week.getByRole('region', { name: /^SEG / }).getByTestId('week-session')).toContainText(`08:00 ${patient.fullName}`)
  await expectNoSeriousA11yViolations(page)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/week-1280.png`, fullPage: true })

  await page.getByRole('link', { name: 'Perfil', exact: true }).click()
  const feedCard = page.getByRole('region', { name: 'Assinar no seu calendário' })
  await expect(feedCard.getByTestId('calendar-feed-status')).toHaveText('Nenhum link ativo.')
  await feedCard.getByRole('button', { name: 'Gerar link' }).click()
  const url = (await feedCard.getByTestId('calendar-feed-url').innerText()).trim()
  expect(url).toMatch(/\/api\/agenda\.ics\?token=/)
  const feed = await playwright.request.newContext()
  try {
    const served = await feed.get(url)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toMatch(/^text\/calendar/)
    expect(await served.text()).toContain(`SUMMARY:Consulta com ${patient.firstName}`)

    // A consultation counts in its own month once that month has come (decision 027). On the last
    // afternoon of a month the first open hour is next month's, so look from the consultation's hour.
    await setServerClock(page.request, new Date(new Date(session.selected_date).getTime() + 60 * 60_000), page)
    await page.reload()
    const earnings = page.getByRole('region', { name: 'Ganhos por mês' })
    await expect(earnings.getByTestId('earnings-table')).toContainText(monthLabelOf(session.selected_date))
    await expectNoSeriousA11yViolations(page)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/profile-feed-earnings-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/profile-feed-earnings-390.png`, fullPage: true })

    await feedCard.getByRole('button', { name: 'Revogar link' }).click()
    await expect(feedCard.getByTestId('calendar-feed-status')).toHaveText('Nenhum link ativo.')
    expect((await feed.get(url)).status()).toBe(404)
  } finally {
    await feed.dispose()
  }
})
