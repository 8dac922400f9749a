import { expect, type Page } from '@playwright/test'

// The consultation tabs of /home and /profissional/home: what a tab's badge says and how many cards
// its list really holds (walking every page of 8).

export const TAB_NAMES = ['Hoje', 'Próximas', 'Todas'] as const

/** The number on a tab's badge (once the server's counts have arrived). */
export async function tabCount(page: Page, name: (typeof TAB_NAMES)[number]): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) })
  await expect(tab, `badge of ${name}`).toHaveText(/\d/)
  const text = await tab.innerText()
  const digits = text.replace(/\D/g, '')
  expect(digits, `badge of ${name}: ${text}`).not.toBe('')
  return Number(digits)
}

/** The `tab` each name asks `/api/session/me` for. */
const TAB_PARAMETER: Record<(typeof TAB_NAMES)[number], string> = { Hoje: 'today', Próximas: 'upcoming', Todas: 'all' }

/** Opens a tab and waits for its list to arrive from the server. */
export async function openTab(page: Page, name: (typeof TAB_NAMES)[number]): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) })
  // The tab open on arrival: its list and the counts come in one answer, so the badge tells it came.
  if ((await tab.getAttribute('aria-selected')) === 'true') return expect(tab).toHaveText(/\d/)
  // This tab's own answer: another list's (the open tab read again in the background) arriving first
  // would let the cards of the previous tab be counted as this one's.
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/session/me' && url.searchParams.get('tab') === TAB_PARAMETER[name] && response.status() === 200
  })
  await tab.click()
  await answered
  await expect(tab).toHaveAttribute('aria-selected', 'true')
}

/** The cards of the open tab, counted over all its pages. */
export async function listedCards(page: Page): Promise<number> {
  const cards = page.getByTestId('session-card')
  const pager = page.getByLabel('Páginas de consultas')
  let total = await cards.count()
  if ((await pager.count()) === 0) return total
  const numbers = pager.getByRole('button', { name: /^\d+$/ })
  const pages = await numbers.count()
  for (let index = 1; index < pages; index += 1) {
    const answered = page.waitForResponse((response) => response.url().includes('/api/session/me') && response.status() === 200)
    await numbers.nth(index).click()
    await answered
    await expect(numbers.nth(index)).toHaveAttribute('aria-current', 'page')
    total += await cards.count()
  }
  return total
}
