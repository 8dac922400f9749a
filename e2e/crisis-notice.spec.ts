import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { logPatientInThroughApi } from './support/people'

// The crisis notice (docs/decisions/042-crisis-notice.md): wherever a patient may be, the page says that
// Acolhe is not an emergency service and offers CVV (188) and SAMU (192) as tel: links.

async function expectCrisisNotice(page: Page) {
  const notice = page.getByRole('note', { name: 'Aviso: o Acolhe não é serviço de emergência' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('não é serviço de emergência')
  await expect(notice.getByRole('link', { name: 'Ligar para o CVV, 188' })).toHaveAttribute('href', 'tel:188')
  await expect(notice.getByRole('link', { name: 'Ligar para o SAMU, 192' })).toHaveAttribute('href', 'tel:192')
}

for (const width of [390, 1280]) {
  test(`at ${width} px the landing page, every wizard step a visitor reaches and the patient home show the crisis notice`, async ({ page, patient }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })

    await page.goto('/')
    await expectCrisisNotice(page)

    await page.goto('/agendamento')
    await expectCrisisNotice(page)
    await page.getByRole('button', { name: /^Psicólogo/ }).click()
    await expect(page.getByRole('searchbox', { name: 'Pesquisar profissional' })).toBeVisible()
    await expectCrisisNotice(page)

    await logPatientInThroughApi(page.request, patient)
    await page.goto('/home')
    await expect(page).toHaveURL(/\/home$/)
    await expectCrisisNotice(page)
    await page.getByRole('note', { name: 'Aviso: o Acolhe não é serviço de emergência' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`patient-home-${width}.png`), fullPage: true })
  })
}
