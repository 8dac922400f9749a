import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectNoSeriousA11yViolations, expectTargetSize } from './support/axe'
import { chooseDayAndHour, chooseProfessional, payInCheckoutTab, professionalIdOf, PSYCHIATRIST, PSYCHOLOGIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { focusedFieldError, tabTo } from './support/keyboard'

// The wizard at 390 px (every step looked at) and with the keyboard only (a keyboard path through the
// wizard, axe on every step, hour buttons at least 24×24 px, form errors announced).

const PHONE = { width: 390, height: 844 }
const shotsDir = process.env.E2E_SCREENSHOTS_DIR

async function checkStep(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/wizard-390-${name}.png`, fullPage: true })
}

test('a patient books at 390 px with the keyboard alone, every step passing axe', async ({ page, patient }) => {
  test.setTimeout(120_000)
  void patient // a fresh patient: the page is logged in as them
  await page.setViewportSize(PHONE)
  await page.goto('/consulta')
  await expect(page.getByRole('button', { name: /^Psiquiatra/ })).toBeVisible()
  await checkStep(page, '1-types')

  await tabTo(page, page.getByRole('button', { name: /^Psiquiatra/ }))
  await page.keyboard.press('Enter')
  const search = page.getByRole('searchbox', { name: 'Pesquisar profissional' })
  await tabTo(page, search)
  // The list stays dimmed (previous results, opacity 0.6) from the moment the typed search goes out (after
  // its pause) until it answers: axe would measure the faded colours, so wait for that answer.
  const firstName = PSYCHIATRIST.split(' ')[0]!
  const searched = page.waitForResponse((response) => response.url().includes('/api/professional?') && new URL(response.url()).searchParams.get('search') === firstName)
  await page.keyboard.type(firstName)
  await searched
  const option = page.getByTestId('professional-option').filter({ hasText: PSYCHIATRIST })
  await expect(option).toHaveCount(1)
  await expect(option.locator('xpath=..')).toHaveCSS('opacity', '1')
  await checkStep(page, '1-professionals')
  await tabTo(page, option)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Próximo' }))
  await page.keyboard.press('Enter')

  // The calendar's first open day, the one Tab reaches (the month grid has one tab stop): the pinned
  // instant's own day when it has hours left, else the psychiatrist's first own day of this spec
  // (support/hours.ts DAY_SLICES.psychiatrist.keyboardPatient); its first hour.
  const day = page.getByRole('button', { name: /, disponível$/ }).first()
  await expect(day).toBeVisible()
  await tabTo(page, day)
  await page.keyboard.press('Enter')
  const hours = page.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button')
  await expect(hours.first()).toBeEnabled()
  await expectTargetSize(hours)
  await checkStep(page, '2-date-time')
  await tabTo(page, hours.first())
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Revisar agendamento' }))
  await page.keyboard.press('Enter')

  const review = page.getByRole('dialog', { name: 'Revisão' })
  await expect(review).toBeVisible()
  // The sheet slides up: axe reads colours only once its last row is on screen.
  await expect(review.getByRole('button', { name: 'Confirmar agendamento' })).toBeInViewport({ ratio: 1 })
  await checkStep(page, '2-review')
  await tabTo(page, review.getByRole('button', { name: 'Confirmar agendamento' }))
  await page.keyboard.press('Enter')

  // The first online consultation with this professional asks for the consent to online care.
  const consent = page.getByRole('dialog', { name: 'Termo de consentimento para atendimento online' })
  await expect(consent.getByRole('button', { name: 'Li e aceito' })).toBeInViewport({ ratio: 1 })
  await checkStep(page, '2-consent')
  await tabTo(page, consent.getByRole('button', { name: 'Li e aceito' }))
  await page.keyboard.press('Enter')

  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  await checkStep(page, '4-payment')
  await payInCheckoutTab(page, true)
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 15_000 })
  await checkStep(page, '5-success')
})

test('a visitor at 390 px meets the login step, whose errors are announced on the focused field', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  const ownDate = (await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.keyboardVisitor)).date
  await page.goto('/agendamento')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  const { review } = await chooseDayAndHour(page, { date: ownDate })
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(page.getByText('Para prosseguir faça o login ou crie uma conta')).toBeVisible()
  await checkStep(page, '3-sign-up')

  await page.getByRole('button', { name: 'Criar conta' }).click()
  // The first invalid field takes the focus and is described by its message (react-hook-form + Mantine).
  await expect.poll(async () => (await focusedFieldError(page)).invalid).toBe('true')
  expect((await focusedFieldError(page)).description).not.toBe('')
  await checkStep(page, '3-sign-up-errors')
})
