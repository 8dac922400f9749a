import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { adminRequest, ownProfessionalId } from './support/authorized-professional'
import { registerWaitingProfessional } from './support/people'
import { createSlot } from './support/professional-journey'

// Decision 027: a new professional registers, is authorized by an admin, sees the first-run checklist
// on home, publishes availability and only then appears in the public list; copying the link ticks the
// last item and the checklist goes away.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

/** What a visitor finds in the booking wizard's psychologist list when searching `firstName`. */
async function visitorSearch(visitor: Page, firstName: string) {
  await visitor.goto('/agendamento')
  await visitor.getByRole('button', { name: /^Psicólogo/ }).click()
  const searched = visitor.waitForResponse((response) => response.url().includes('/api/professional?') && new URL(response.url()).searchParams.get('search') === firstName)
  await visitor.getByRole('searchbox', { name: 'Pesquisar profissional' }).fill(firstName)
  await searched
  return visitor.getByTestId('professional-option').filter({ hasText: firstName })
}

const item = (page: Page, name: string) => page.getByRole('region', { name: 'Primeiros passos' }).getByTestId('onboarding-item').filter({ hasText: name })

test('a new professional is authorized, follows the checklist, and is listed publicly only once availability is published', async ({
  page,
  context,
  newPage,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const professional = await registerWaitingProfessional(page.request)
  const firstName = professional.fullName.split(' ')[0] ?? professional.fullName
  const visitor = await newPage()
  // Awaiting authorization: not listed.
  await expect(await visitorSearch(visitor, firstName)).toHaveCount(0)

  const admin = await adminRequest(playwright, baseURL)
  expect((await admin.patch(`/api/professional-private/${await ownProfessionalId(page.request)}/authorization`, { data: { authorized: true } })).status()).toBe(200)
  await admin.dispose()

  await page.goto('/profissional/home')
  const checklist = page.getByRole('region', { name: 'Primeiros passos' })
  await expect(checklist).toBeVisible()
  await expect(checklist).toContainText('0 de 3 concluídos')
  await expect(item(page, 'Publicar sua disponibilidade')).toHaveAttribute('data-done', 'false')
  await expect(item(page, 'Completar seu perfil')).toHaveAttribute('data-done', 'false')
  await expect(item(page, 'Copiar seu link de agendamento')).toHaveAttribute('data-done', 'false')
  await expect(page.getByTestId('onboarding-listed')).toHaveText('Você ainda não aparece na lista pública: publique sua disponibilidade.')
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/onboarding-1280.png`, fullPage: true })
  // Authorized but without availability: still not listed.
  await expect(await visitorSearch(visitor, firstName)).toHaveCount(0)

  await item(page, 'Publicar sua disponibilidade').getByRole('link', { name: 'Criar horário' }).click()
  await expect(page).toHaveURL(/\/profissional\/calendario\/disponibilidade\/criar$/)
  await createSlot(page, 'Segunda', '08:00', '12:00')
  await page.getByRole('link', { name: 'Home' }).click()

  await expect(item(page, 'Publicar sua disponibilidade')).toHaveAttribute('data-done', 'true')
  await expect(checklist).toContainText('1 de 3 concluídos')
  await expect(page.getByTestId('onboarding-listed')).toHaveText('Você já aparece na lista pública de profissionais.')
  await expect(await visitorSearch(visitor, firstName)).toHaveCount(1)

  await item(page, 'Copiar seu link de agendamento').getByRole('button', { name: 'Copiar meu link' }).click()
  await expect(item(page, 'Copiar seu link de agendamento')).toHaveAttribute('data-done', 'true')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/agendamento\?d=/)
  await expect(checklist).toContainText('2 de 3 concluídos')

  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/onboarding-390.png`, fullPage: true })
  await page.locator('label').filter({ hasText: /^Semana$/ }).click()
  await expect(page.getByRole('radio', { name: 'Semana' })).toBeChecked()
  await expect(page.getByTestId('week-view')).toBeVisible()
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/week-390.png`, fullPage: true })
})
