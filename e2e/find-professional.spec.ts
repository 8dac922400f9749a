import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { adminRequest, ownProfessionalId, registerAuthorizedProfessional } from './support/authorized-professional'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessionalType, payInCheckoutTab } from './support/booking-steps'
import { logInThroughApi } from './support/login'
import { uniqueLetters } from './support/people'
import { pdfText } from './support/pdf-text'
import { pinnedNow } from './support/timeline'

// Finding a professional (decision 043): a visitor filters step 1 by an approach and a price ceiling,
// sorts by the next free hour, picks the first card, and the professional's own value is what the
// review, the checkout and the payment receipt say.

type Practice = { own_value_cents: number | null }

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

/** The week day (0 = Sunday, in Brasília) `days` days after the pinned instant. */
function weekDayAfterPinned(days: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(new Date(pinnedNow().getTime() + days * 86_400_000))
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name)
}

/** A fresh psychologist with weekly hours from `from` on `weekDays` and the given approach and own value. */
async function searchableProfessional(
  request: APIRequestContext,
  setup: { registerOn: (request: APIRequestContext) => Promise<{ id: string; fullName: string }>; from: string; weekDays: number[]; termId: string } & Practice,
) {
  const professional = await setup.registerOn(request)
  for (const weekDay of setup.weekDays) {
    const slot = await request.post('/api/available-dates', { data: { week_day: weekDay, start_time: setup.from, end_time: '2300' } })
    expect(slot.status(), await slot.text()).toBe(201)
  }
  const saved = await request.put(`/api/professional-private/${professional.id}/practice`, {
    data: { term_ids: [setup.termId], languages: ['PT'], gender: null, pronouns: null, own_value_cents: setup.own_value_cents, social_value_cents: null, social_slot_ids: [] },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  return professional
}

test('a visitor filters by approach and price, picks the earliest hour and pays the professional’s own price', async ({ page, playwright, baseURL, newPatient }) => {
  test.setTimeout(150_000)
  // The admin opens a range for psychologists and adds an approach only this test's professionals have.
  const admin = await adminRequest(playwright, baseURL)
  const approach = `Abordagem ${uniqueLetters()}`
  let termId: string
  try {
    const services = (await (await admin.get('/api/admin/services')).json()) as { services: { id: string; professional_type: string; session_type: string; value_cents: number }[] }
    const psychology = services.services.find((s) => s.professional_type === 'PSYCHOLOGIST' && s.session_type === 'DEFAULT')
    if (!psychology) throw new Error('no psychology service')
    const bounds = await admin.put(`/api/admin/services/${psychology.id}/bounds`, { data: { value_cents: psychology.value_cents, min_value_cents: 5000, max_value_cents: 40000 } })
    expect(bounds.status(), await bounds.text()).toBe(200)
    const created = await admin.post('/api/admin/practice-terms', { data: { kind: 'APPROACH', name: approach } })
    expect(created.status()).toBe(201)
    termId = ((await created.json()) as { term: { id: string } }).term.id
  } finally {
    await admin.dispose()
  }

  const register = (request: APIRequestContext) => registerAuthorizedProfessional(request, playwright, baseURL)
  const contexts = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL })))
  try {
    // Hours every day at R$ 120, hours only three days after the pinned instant at R$ 90, and one above
    // the ceiling. The first's next free hour is within a day of any instant (today's later hours, else
    // tomorrow's 07:00), the second's three days away: the order holds whatever the pinned hour (with
    // both open every day, an afternoon instant gave them the same next hour, in either order).
    const early = await searchableProfessional(contexts[0]!, { registerOn: register, from: '0700', weekDays: EVERY_DAY, termId, own_value_cents: 12000 })
    const late = await searchableProfessional(contexts[1]!, { registerOn: register, from: '0700', weekDays: [weekDayAfterPinned(3)], termId, own_value_cents: 9000 })
    const pricey = await searchableProfessional(contexts[2]!, { registerOn: register, from: '0700', weekDays: EVERY_DAY, termId, own_value_cents: 35000 })

    await page.goto('/agendamento')
    await chooseProfessionalType(page, 'Psicólogo')
    const filters = page.getByRole('group', { name: 'Filtros' })
    await filters.getByRole('combobox', { name: 'Abordagem' }).click()
    await page.getByRole('option', { name: approach }).click()
    await filters.getByRole('combobox', { name: 'Valor até' }).click()
    await page.getByRole('option', { name: 'Até R$ 200,00' }).click()
    await filters.getByRole('combobox', { name: 'Ordenar por' }).click()
    await page.getByRole('option', { name: 'Horário mais cedo' }).click()
    // The filters live in the address, all three (one chosen before the last one's render committed was
    // once dropped): a reload keeps them.
    await expect(page).toHaveURL(new RegExp(`approach=${termId}&max_price=20000&sort=next_hour`))
    await page.reload()

    const cards = page.getByTestId('professional-option')
    await expect(cards).toHaveCount(2)
    await expect(cards.filter({ hasText: pricey.fullName })).toHaveCount(0)
    await expect(cards.nth(0)).toContainText(early.fullName)
    await expect(cards.nth(0)).toContainText('R$ 125,00 por consulta')
    await expect(cards.nth(0).getByTestId('next-free-hour')).toContainText('Primeiro horário livre:')
    await expect(cards.nth(1)).toContainText(late.fullName)
    await expect(cards.nth(1)).toContainText('R$ 95,00 por consulta')
    await page.screenshot({ path: test.info().outputPath('find-professional-1280.png'), fullPage: true })

    await cards.nth(0).click()
    // Choosing keeps the filters: the list stays the two, the chosen one marked.
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(new RegExp(`approach=${termId}&max_price=20000&sort=next_hour`))
    await expect(cards).toHaveCount(2)
    await page.getByRole('button', { name: 'Próximo', exact: true }).click()
    const { review } = await chooseDayAndHour(page)
    await expect(review.getByText('R$ 125,00')).toBeVisible()
    await review.getByRole('button', { name: 'Confirmar agendamento' }).click()

    const patient = await newPatient()
    await page.getByRole('radiogroup', { name: 'Entrar ou criar conta' }).getByText('Entrar', { exact: true }).click()
    await page.getByLabel('Email').fill(patient.email)
    await page.getByRole('textbox', { name: 'Senha' }).fill(patient.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await acceptTelehealthConsentDialog(page)
    await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
    await expect(page.getByTestId('price-lines')).toContainText('R$ 120,00')
    await expect(page.getByTestId('price-lines')).toContainText('R$ 125,00')

    const checkout = await payInCheckoutTab(page, true, true)
    if (!checkout) throw new Error('the checkout tab closed')
    await expect(checkout.getByTestId('local-checkout-amount')).toHaveText('R$ 125,00')
    await checkout.close()
    await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })

    // The payment receipt states the value the session was booked at.
    const sessions = ((await (await page.request.get('/api/session/me')).json()) as { data: { id: string; price_cents: number }[] }).data
    expect(sessions.map((s) => s.price_cents)).toEqual([12500])
    const receipt = await page.request.get(`/api/session/${sessions[0]!.id}/receipt`)
    expect(receipt.status()).toBe(200)
    expect(await pdfText(await receipt.body())).toContain('125,00')
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()))
  }
})

async function screenshotBothWidths(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('the admin adds a theme on "Busca e valores"; a professional chooses it on their profile', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const theme = `Tema ${uniqueLetters()}`
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/busca')
  await expect(page.getByRole('heading', { level: 1, name: 'Busca e valores' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Abordagens e temas' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Adicionar: Tema' }).fill(theme)
  await page.getByRole('textbox', { name: 'Adicionar: Tema' }).press('Enter')
  await expect(page.getByText(theme, { exact: true })).toBeVisible()
  await expect(page.getByTestId('service-bounds').first()).toBeVisible()
  await screenshotBothWidths(page, 'admin-search-settings')

  const professionalPage = await newPage()
  await registerAuthorizedProfessional(professionalPage.request, playwright, baseURL)
  await professionalPage.goto('/profissional/perfil')
  const card = professionalPage.getByRole('region', { name: 'Abordagens, temas e valores' })
  await expect(card).toBeVisible()
  await card.getByLabel('Temas que atende').click()
  await professionalPage.getByRole('option', { name: theme }).click()
  await card.getByRole('button', { name: 'Salvar' }).click()
  await expect(professionalPage.getByText('Perfil de busca salvo.')).toBeVisible()
  const id = await ownProfessionalId(professionalPage.request)
  const practice = (await (await professionalPage.request.get(`/api/professional-private/${id}/practice`)).json()) as { term_ids: string[] }
  expect(practice.term_ids).toHaveLength(1)
  await card.screenshot({ path: test.info().outputPath('professional-practice-1280.png') })
  await professionalPage.setViewportSize({ width: 390, height: 844 })
  await expect(card).toBeVisible()
  await card.screenshot({ path: test.info().outputPath('professional-practice-390.png') })
})

test('on a phone the filters fold behind "Filtros"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/agendamento')
  await chooseProfessionalType(page, 'Psicólogo')
  const toggle = page.getByRole('button', { name: 'Filtros' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByRole('combobox', { name: 'Abordagem' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('wizard-filters-390.png'), fullPage: true })
})
