import { encodeQueryParam } from '../packages/shared/src/query-param-codec'
import { timeZoneTexts } from '../packages/shared/src/texts/time-zones'
import { uiBookingTexts } from '../packages/shared/src/texts/ui-booking'
import { expect, test } from './support/fixtures'
import { chooseDayAndHour, PSYCHOLOGIST, professionalIdOf } from './support/booking-steps'
import { shootAtBothWidths } from './support/screenshots'

// Decision 116: a professional's booking link (step 2 of the wizard) is rendered by the server with the
// professional and their open days, so it paints complete from its HTML; the app's code is downloaded only
// once the visitor acts, and what they chose meanwhile is not lost.

const stepTwoOf = (professionalId: string) => `/agendamento?d=${encodeQueryParam({ s: 2, p: professionalId })}`

test('step 2 opened by its address arrives rendered and downloads only the entry until the visitor acts', async ({ page }) => {
  const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // React reports a page that differs from what the app renders (a hydration mismatch) as a console error.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto(stepTwoOf(professionalId))
  // In the HTML itself, not drawn by a script.
  const html = (await response?.text()) ?? ''
  expect(html).toContain(PSYCHOLOGIST)
  expect(html).toContain('id="first-answers"')
  await expect(page.getByText(PSYCHOLOGIST)).toBeVisible()
  await expect(page.getByText(uiBookingTexts.timeZoneNote)).toBeVisible()
  await expect(page.getByRole('button', { name: /, disponível$/ }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts).toHaveLength(1)
  await shootAtBothWidths(page, 'booking-step-two-rendered')

  // The visitor's first tap (a day) brings the app, which takes the page over and replays the tap.
  const { review } = await chooseDayAndHour(page)
  await expect(review.getByText(PSYCHOLOGIST)).toBeVisible()
  expect(scripts.length).toBeGreaterThan(1)
  // Only the visitor's "who is logged in" answered again once the app took over: a 401, which the browser logs.
  expect(errors.filter((error) => !error.includes('401'))).toEqual([])
})

test.describe('in a browser in another zone', () => {
  test.use({ timezoneId: 'Europe/Lisbon' })

  test("step 2 shows the hours in the browser's zone: the app renders it afresh at once", async ({ page }) => {
    const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
    const response = await page.goto(stepTwoOf(professionalId))
    // The server rendered Brasília's hours (it cannot know the browser's zone) and marked the page.
    expect((await response?.text()) ?? '').toContain('data-visitor-time-zone="America/Sao_Paulo"')
    await expect(page.getByText(timeZoneTexts.wizardNote('Lisboa'))).toBeVisible()
    await expect(page.getByText(uiBookingTexts.timeZoneNote)).toHaveCount(0)
    await chooseDayAndHour(page)
  })
})
