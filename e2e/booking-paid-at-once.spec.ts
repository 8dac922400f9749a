import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { bookThroughApi, professionalIdOf, PSYCHOLOGIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'

// Once the checkout tab approves the payment, the wizard's tab (hidden behind it meanwhile) shows the
// confirmed session as soon as the server knows it, and never again offers to pay it.

/** What the browser reports while another tab is in front: React Query stops its visible-only work. */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

test('a patient approves the payment in the checkout tab and the hidden wizard tab moves to success by itself', async ({ page, patient }) => {
  void patient
  const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
  const day = await ownDay(page.request, professionalId, DAY_SLICES.psychologist.paidAtOnce)
  const session = await bookThroughApi(page.request, professionalId, day.hours)

  // The provider's way back with 'pending' is the payment step of that session.
  await page.goto(`/agendamento?checkout=pending&session=${session.id}`)
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  const popupPromise = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click()
  const checkout = await popupPromise
  await expect(checkout).toHaveURL(/\/pagamento\/local\//)
  await hideTab(page)

  await checkout.getByText('PIX', { exact: true }).click()
  const approve = checkout.getByRole('button', { name: 'Aprovar pagamento' })
  await approve.click()
  await expect(checkout.getByText('Pagamento aprovado! Sua consulta está confirmada.')).toBeVisible()
  await checkout.screenshot({ path: test.info().outputPath('checkout-approved.png') })

  // Still hidden, the wizard has already read the confirmed session: nothing left to pay.
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ir para o pagamento' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('wizard-success.png') })
})
