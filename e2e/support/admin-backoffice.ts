import { expect, type Locator, type Page } from '@playwright/test'

/** The number shown for one counter of one dashboard card. */
export async function dashboardCounter(page: Page, card: string, counter: string): Promise<number> {
  const value = page.getByTestId(`dashboard-card-${card}`).getByTestId(`counter-${counter}`)
  await expect(value).toBeVisible()
  return Number((await value.innerText()).replace(/\D/g, ''))
}

/** Types into a masked field character by character, as a person does, so the mask runs on each key. */
export async function typeMasked(field: Locator, digits: string) {
  await field.fill('')
  await field.pressSequentially(digits)
}

/** Confirms the open confirm dialog with its action button. */
export async function confirmDialog(page: Page, action: string) {
  await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click()
}

/** The text of the questions as the admin FAQ list shows them, in order. */
export async function adminQuestionOrder(page: Page): Promise<string[]> {
  const items = page.getByTestId('faq-item')
  await expect(items.first()).toBeVisible()
  return items.evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''))
}
