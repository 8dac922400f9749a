import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { a11yViolationsAtBothWidths, a11yViolationsOf, expectVisibleFocusWhileTabbing } from './support/axe'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { bookThroughApi, cardTimeOf, openDays, payThroughApi, setServerClock } from './support/booking-steps'
import { tabTo } from './support/keyboard'

// Keyboard only (the accessibility statement, decision 097): paying a consultation and joining one, each
// action reached with Tab and taken with Enter, the focus visible on the way, the pages passing axe.
// Booking with the keyboard is booking-keyboard-mobile.spec.ts. Each test has a fresh professional, open
// every day 09:00–12:00, so no demo calendar is touched.

async function freshProfessional(page: Page, playwright: Parameters<typeof registerAuthorizedProfessional>[1], baseURL: string | undefined) {
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0900', end_time: '1200' } })).status()).toBe(201)
  }
  return professional
}

/** The tab list has one tab stop (the selected tab); the arrow keys move to the others and select them. */
async function chooseTabWithKeys(page: Page, name: RegExp) {
  const selected = page.getByRole('tab', { selected: true })
  await tabTo(page, selected)
  const wanted = page.getByRole('tab', { name })
  // As many presses as tabs between the two, counted before pressing: reading the selection between
  // presses raced the re-render and could step past the wanted tab.
  const names = await page.getByRole('tab').allTextContents()
  const from = names.indexOf((await selected.textContent()) ?? '')
  const to = names.findIndex((text) => name.test(text))
  for (let i = 0; i < (to - from + names.length) % names.length; i++) await page.keyboard.press('ArrowRight')
  await expect(wanted).toHaveAttribute('aria-selected', 'true')
}

async function pressOn(page: Page, target: ReturnType<Page['getByRole']>) {
  await tabTo(page, target)
  await page.keyboard.press('Enter')
}

test('a patient pays an unpaid hold with the keyboard alone', async ({ page, patient: _loggedInOnPage, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professionalPage = await newPage()
  const professional = await freshProfessional(professionalPage, playwright, baseURL)
  const day = (await openDays(page.request, professional.id))[1]
  if (!day) throw new Error('the professional has no second open day')
  const unpaid = await bookThroughApi(page.request, professional.id, day.hours)

  await page.goto('/home')
  await chooseTabWithKeys(page, /Todas/)
  const card = page.getByTestId('session-card').filter({ hasText: professional.fullName }).filter({ hasText: cardTimeOf(unpaid.selected_date) })
  await expect(card.getByRole('button', { name: 'Realizar pagamento' })).toBeVisible()
  await expectVisibleFocusWhileTabbing(page)
  await pressOn(page, card.getByRole('button', { name: 'Realizar pagamento' }))

  const dialog = page.getByRole('dialog', { name: 'Pagar consulta' })
  await expect(dialog.getByRole('button', { name: 'Ir para o pagamento' })).toBeInViewport({ ratio: 1 })
  expect(await a11yViolationsOf(page)).toEqual([])
  const popup = page.waitForEvent('popup')
  await pressOn(page, dialog.getByRole('button', { name: 'Ir para o pagamento' }))
  const checkout = await popup
  await expect(checkout).toHaveURL(/\/pagamento\/local\//)
  const approve = checkout.getByRole('button', { name: 'Aprovar pagamento' })
  await expect(approve).toBeEnabled()
  // The checkout page (/pagamento/local/:paymentId) at both widths of the statement (e2e/support/a11y-routes.ts).
  expect(await a11yViolationsAtBothWidths(checkout)).toEqual([])
  await expectVisibleFocusWhileTabbing(checkout)
  await pressOn(checkout, approve)
  await expect(checkout.getByText('Pagamento aprovado! Sua consulta está confirmada.').first()).toBeVisible()
  await checkout.close()

  await page.reload()
  await chooseTabWithKeys(page, /Todas/)
  await expect(card).toContainText('Confirmada')
})

test('the professional starts and the patient enters the consultation room with the keyboard alone', async ({ page, patient: _loggedInOnPage, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professionalPage = await newPage()
  const professional = await freshProfessional(professionalPage, playwright, baseURL)
  const day = (await openDays(page.request, professional.id))[2]
  if (!day) throw new Error('the professional has no third open day')
  const session = await bookThroughApi(page.request, professional.id, day.hours)
  await payThroughApi(page.request, session.id)

  // Both clocks five minutes before the consultation: inside its start window.
  await setServerClock(page.request, new Date(new Date(session.selected_date).getTime() - 5 * 60_000), page, professionalPage)
  try {
    await professionalPage.goto('/profissional/home')
    const professionalCard = professionalPage.getByTestId('session-card').filter({ hasText: 'Confirmada' }).first()
    await expect(professionalCard.getByRole('button', { name: 'Iniciar consulta' })).toBeVisible()
    await expectVisibleFocusWhileTabbing(professionalPage)
    await pressOn(professionalPage, professionalCard.getByRole('button', { name: 'Iniciar consulta' }))
    await expect(professionalPage.getByText('Alterado status para iniciado com sucesso')).toBeVisible()

    await page.goto('/home')
    const card = page.getByTestId('session-card').filter({ hasText: professional.fullName }).filter({ hasText: 'Em andamento' })
    // The patient enters through the device check and the waiting room, where the professional's
    // admission hands the video link (decision 091; that part is e2e/consultation-room.spec.ts).
    const join = card.getByRole('link', { name: 'Acessar Consulta' })
    await expect(join).toHaveAttribute('href', `/sala/${session.id}`)
    expect(await a11yViolationsOf(page)).toEqual([])
    await pressOn(page, join)
    await expect(page).toHaveURL(new RegExp(`/sala/${session.id}$`))
  } finally {
    await setServerClock(page.request, null, page, professionalPage)
  }
})
