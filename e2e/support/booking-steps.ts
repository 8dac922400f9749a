import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { chooseDate } from './hours'

export { openDays } from './hours'
export { setServerClock } from './clock'

// Steps of the booking and consultation journeys, shared by their specs.

export const PSYCHOLOGIST = 'Camila Andrade Ribeiro'
export const PSYCHIATRIST = 'Ricardo Mendes Carvalho'

export async function professionalIdOf(request: APIRequestContext, fullName: string): Promise<string> {
  const reply = await request.get('/api/professional', { params: { search: fullName.split(' ')[0] ?? fullName, limit: 50 } })
  const body = (await reply.json()) as { professionals: { id: string; first_name: string; last_name: string }[] }
  const found = body.professionals.find((p) => `${p.first_name} ${p.last_name}` === fullName)
  if (!found) throw new Error(`no professional ${fullName}`)
  return found.id
}

type OpenHour = { start_time: string; available_date_id: string }

/**
 * The logged-in patient accepts the consent to online care for one professional through the API, in
 * the version the server names (decision 034); a journey that is not about consent calls it first.
 */
export async function acceptTelehealthConsentThroughApi(request: APIRequestContext, professionalId: string, version?: string) {
  const named = version ?? ((await (await request.get(`/api/telehealth-consents/${professionalId}`)).json()) as { version: string }).version
  const reply = await request.post('/api/telehealth-consents', { data: { professional_id: professionalId, version: named } })
  expect(reply.status()).toBe(201)
}

/** The consent dialog the first online booking with a professional opens: read it, then 'Li e aceito'. */
export async function acceptTelehealthConsentDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Termo de consentimento para atendimento online' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Li e aceito' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Books through the API as whoever `request` is logged in as; returns the session. Each spec books on
 * days of its own (support/hours.ts), so the first candidate is normally free; a 409 still moves on to
 * the next candidate (the wanted hour first, then every later open hour). A patient's first online
 * booking with the professional is refused until they consent: the consent is then given and it books.
 */
export async function bookThroughApi(request: APIRequestContext, professionalId: string, candidates: OpenHour | OpenHour[], isOnline = true) {
  const hours = Array.isArray(candidates) ? candidates : [candidates]
  for (const hour of hours) {
    const book = () =>
      request.post('/api/session', {
        data: { professional_id: professionalId, selected_date: hour.start_time, available_date_id: hour.available_date_id, is_online: isOnline, type: 'DEFAULT' },
      })
    let reply = await book()
    const refusal = reply.status() === 422 ? ((await reply.json()) as { code?: string; consent_version?: string }) : null
    if (refusal?.code === 'TELEHEALTH_CONSENT_REQUIRED') {
      await acceptTelehealthConsentThroughApi(request, professionalId, refusal.consent_version)
      reply = await book()
    }
    if (reply.status() === 409) continue
    expect(reply.status()).toBe(201)
    return (await reply.json()) as { id: string; selected_date: string }
  }
  throw new Error(`every candidate hour was taken (${hours.length})`)
}

/** 'HH:MM - ' of a session's start in Brasília time: how its card's time line begins. */
export function cardTimeOf(selectedDate: string): string {
  const time = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(new Date(selectedDate))
  return `${time} - `
}

/** Pays a session through the local provider's own decision endpoint (what its page calls). */
export async function payThroughApi(request: APIRequestContext, sessionId: string) {
  const checkout = (await (await request.get(`/api/session/${sessionId}/checkout-url`)).json()) as { url: string | null }
  const paymentId = checkout.url?.split('/').pop()
  expect(paymentId).toBeTruthy()
  const decision = await request.post(`/api/payments/local/${paymentId}/decision`, { data: { method: 'PIX', approved: true } })
  expect(decision.status()).toBe(200)
}

/**
 * Step 1's type card: one tap, right after the page loads. Both causes of a lost first tap are fixed
 * (decision 045): the entry no longer waits for the vendor code before holding taps, and the stepper's
 * two layouts are prerendered and chosen by CSS, so hydration moves nothing (e2e/first-tap.spec.ts).
 */
export async function chooseProfessionalType(page: Page, typeCard: 'Psicólogo' | 'Psiquiatra') {
  await page.getByRole('button', { name: new RegExp(`^${typeCard}`) }).click()
  await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible()
}

/** Step 1: a type card, then a professional of the list. */
export async function chooseProfessional(page: Page, typeCard: 'Psicólogo' | 'Psiquiatra', fullName: string) {
  await chooseProfessionalType(page, typeCard)
  await page.getByRole('searchbox', { name: 'Pesquisar profissional' }).fill(fullName.split(' ')[0] ?? fullName)
  await page.getByTestId('professional-option').filter({ hasText: fullName }).click()
  await page.getByRole('button', { name: 'Próximo' }).click()
}

/** Clicks the nth open day of the calendar, moving to the next month when this one has fewer left. */
export async function chooseDay(page: Page, dayIndex: number, scope: Page | ReturnType<Page['getByRole']> = page) {
  const days = scope.getByRole('button', { name: /, disponível$/ })
  await expect(days.first()).toBeVisible()
  const count = await days.count()
  if (dayIndex < count) {
    await days.nth(dayIndex).click()
    return
  }
  await scope.getByRole('button', { name: 'Próximo mês' }).click()
  await scope.getByRole('button', { name: /, disponível$/ }).nth(dayIndex - count).click()
}

/**
 * Step 2: the day `date` ('YYYY-MM-DD', the spec's own: support/hours.ts) or else the nth open day, one
 * of its hours, then 'Revisão' and 'Confirmar agendamento'.
 */
export async function chooseDayAndHour(page: Page, options: { date?: string; dayIndex?: number; hourIndex?: number } = {}) {
  if (options.date) await chooseDate(page, options.date)
  else await chooseDay(page, options.dayIndex ?? 0)
  const hours = page.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button')
  const hour = hours.nth(options.hourIndex ?? 0)
  const label = (await hour.innerText()).trim()
  await hour.click()
  await page.getByRole('button', { name: 'Revisar agendamento' }).click()
  const review = page.getByRole('dialog', { name: 'Revisão' })
  await expect(review).toBeVisible()
  return { hour: label, review }
}

/**
 * Step 4: 'Ir para o pagamento' opens the local checkout in a new tab; pay there with PIX (or refuse).
 * Returns the checkout tab when `keepOpen` (to follow its way back to the wizard), else closes it.
 */
export async function payInCheckoutTab(page: Page, approve = true, keepOpen = false) {
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click()
  const checkout = await popupPromise
  await checkout.waitForLoadState()
  await expect(checkout).toHaveURL(/\/pagamento\/local\//)
  await checkout.getByText('PIX', { exact: true }).click()
  await checkout.getByRole('button', { name: approve ? 'Aprovar pagamento' : 'Recusar pagamento' }).click()
  await expect(checkout.getByText(approve ? 'Pagamento aprovado! Sua consulta está confirmada.' : /Pagamento recusado/).first()).toBeVisible()
  if (keepOpen) return checkout
  await checkout.close()
  return null
}
