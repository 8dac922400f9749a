import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'

// Decision 027 (mobile slot form): on a phone (390 px, touch) the 'Editar horário' bottom sheet keeps its 'Fim' choices on
// screen, the page never grows wider than the phone and 'Salvar' stays visible and clickable. The floating
// list used to open below the sheet, off-screen; the sheet now uses the phone's own pickers.

const PHONE = { width: 390, height: 844 }
const shotsDir = process.env.E2E_SCREENSHOTS_DIR

const pageWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))

test("on a 390 px phone, 'Fim' in 'Editar horário' stays on screen and 'Salvar' can be reached", async ({ newPage, playwright, baseURL }) => {
  const page = await newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
  await registerAuthorizedProfessional(page.request, playwright, baseURL)
  expect((await page.request.post('/api/available-dates', { data: { week_day: 1, start_time: '1300', end_time: '1500' } })).status()).toBe(201)
  await page.goto('/profissional/calendario')

  await page.getByRole('button', { name: 'Editar Segunda 13:00 - 15:00' }).tap()
  const sheet = page.getByRole('dialog', { name: 'Editar horário' })
  await expect(sheet).toBeVisible()
  const end = sheet.getByRole('combobox', { name: 'Fim' })
  await end.tap()
  const save = sheet.getByRole('button', { name: 'Salvar' })
  await expect(save).toBeInViewport({ ratio: 1 })
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
  await end.selectOption('17:00')
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/slot-edit-390.png` })

  await expect(save).toBeInViewport({ ratio: 1 })
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
  await save.tap()
  await expect(page.getByText('Horário atualizado com sucesso!').last()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Editar Segunda 13:00 - 17:00' })).toBeVisible()
})
