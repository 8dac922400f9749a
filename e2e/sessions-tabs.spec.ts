import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { DEMO_PASSWORD } from './support/demo-accounts'
import { bookThroughApi, payThroughApi, professionalIdOf, PSYCHIATRIST, setServerClock } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { logInThroughApi, submitLoginForm } from './support/login'
import { openLoginAlreadyLoggedIn } from './support/people'
import { listedCards, openTab, TAB_NAMES, tabCount } from './support/session-tabs'

// The tabs 'Hoje', 'Próximas' and 'Todas' count exactly what they list, on the patient's and the
// professional's homes, with sessions in every status (docs/decisions/023-session-policy-and-error-codes.md).

const MINUTE = 60_000

async function setStatus(admin: APIRequestContext, id: string, status: string) {
  expect((await admin.patch(`/api/session/${id}/status`, { data: { status } })).status()).toBe(200)
}

test('each tab counts exactly what it lists, for a patient and a professional with sessions in every status', async ({ page, patient: _signedUpThroughPageRequest, newPage, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const professionalId = await professionalIdOf(page.request, PSYCHIATRIST)
  // This spec's own days (support/hours.ts): 'Hoje' is the first one, 'Próximas' holds the second.
  const today = await ownDay(page.request, professionalId, DAY_SLICES.psychiatrist.tabsToday)
  const later = await ownDay(page.request, professionalId, DAY_SLICES.psychiatrist.tabsUpcoming)
  const hours = today.hours
  expect(hours.length).toBeGreaterThanOrEqual(7)
  const [first, second] = [hours[0]!, hours[1]!]
  const admin = await playwright.request.newContext({ baseURL })
  await logInThroughApi(admin, 'admin')

  try {
    // Early on that day: the first two hours are booked and paid...
    await setServerClock(page.request, new Date(Date.parse(first.start_time) - 61 * MINUTE), page)
    const finished = await bookThroughApi(page.request, professionalId, first)
    const started = await bookThroughApi(page.request, professionalId, second)
    await payThroughApi(page.request, finished.id)
    await payThroughApi(page.request, started.id)
    // ...and five minutes into the second, one is over and one under way (set as an admin would).
    await setServerClock(page.request, new Date(Date.parse(second.start_time) + 5 * MINUTE), page)
    await setStatus(admin, finished.id, 'FINISHED')
    await setStatus(admin, started.id, 'STARTED')
    // Later hours of the day: awaiting payment, confirmed, cancelled, awaiting confirmation.
    const rest = hours.slice(3)
    const unpaid = await bookThroughApi(page.request, professionalId, rest[0]!)
    const confirmed = await bookThroughApi(page.request, professionalId, rest[1]!)
    await payThroughApi(page.request, confirmed.id)
    const cancelled = await bookThroughApi(page.request, professionalId, rest[2]!)
    expect((await page.request.patch(`/api/session/${cancelled.id}/status`, { data: { status: 'CANCELLED' } })).status()).toBe(200)
    const waiting = await bookThroughApi(page.request, professionalId, rest[3]!)
    await setStatus(admin, waiting.id, 'WAITING_CONFIRMATION')
    // A later day for 'Próximas'.
    const upcoming = await bookThroughApi(page.request, professionalId, later.hours[0]!)
    await payThroughApi(page.request, upcoming.id)
    expect(unpaid.id).toBeTruthy()

    await openLoginAlreadyLoggedIn(page)
    const counts: Record<string, number> = {}
    for (const name of TAB_NAMES) {
      await openTab(page, name)
      counts[name] = await tabCount(page, name)
      expect(await listedCards(page), `patient, ${name}`).toBe(counts[name])
    }
    // Every status today; the later day in 'Próximas'; all seven in 'Todas'.
    expect(counts).toEqual({ Hoje: 6, Próximas: 1, Todas: 7 })
    await openTab(page, 'Hoje')
    for (const status of ['Finalizada', 'Em andamento', 'Aguardando pagamento', 'Confirmada', 'Cancelada', 'Aguardando confirmação']) {
      await expect(page.getByTestId('session-status').filter({ hasText: status }).first()).toBeVisible()
    }

    // The psychiatrist's home: the same agreement, whatever other journeys left on their agenda.
    const doctorPage = await newPage()
    await setServerClock(page.request, new Date(Date.parse(second.start_time) + 6 * MINUTE), doctorPage)
    await submitLoginForm(doctorPage, '/profissional/login', 'psiquiatra@acolhe.local', DEMO_PASSWORD)
    await expect(doctorPage).toHaveURL(/\/profissional\/home$/)
    for (const name of TAB_NAMES) {
      await openTab(doctorPage, name)
      expect(await listedCards(doctorPage), `professional, ${name}`).toBe(await tabCount(doctorPage, name))
    }
  } finally {
    await setServerClock(page.request, null, page)
    await admin.dispose()
  }
})
