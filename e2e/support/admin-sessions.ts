import { expect, type Locator, type Page } from '@playwright/test'

// Steps of the admin 'Consultas' journeys (decision 012).

/** Chooses a row of a wizard table by searching its name and clicking its radio. */
export async function chooseRow(page: Page, fullName: string) {
  const term = fullName.split(' ')[0] ?? fullName
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(term)
  // The search reaches the address after its 300 ms pause; choose once the table shows its result.
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term)}`))
  const radio = page.getByRole('radio', { name: `Escolher ${fullName}` })
  await expect(radio).toBeEnabled()
  await radio.click()
  await expect(radio).toBeChecked()
}

/** 'dd/mm' and 'HH:MM' of the hour shown in the 'Revisão' dialog ('25/12/2026, 14:00 - 14:50'). */
export async function reviewedHour(review: Locator): Promise<{ dayMonth: string; time: string }> {
  const text = await review.innerText()
  const match = /(\d{2}\/\d{2})\/\d{4}, (\d{2}:\d{2}) - /.exec(text)
  if (!match?.[1] || !match[2]) throw new Error(`no date in the review: ${text}`)
  return { dayMonth: match[1], time: match[2] }
}

/** The admin card of the session on `dayMonth` at `time`. */
export function sessionCard(page: Page, hour: { dayMonth: string; time: string }): Locator {
  return page.getByTestId('admin-session-card').filter({ hasText: hour.dayMonth }).filter({ hasText: `${hour.time} - ` })
}
