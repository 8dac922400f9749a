import { uiSessionsTexts } from '../packages/shared/src/texts/ui-sessions'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { logInThroughApi } from './support/login'

// Decision 128: a logged-in patient or professional opening their home gets it rendered by the server
// with their data, so it paints complete from its HTML; the app's code is downloaded only once the person
// acts (the tap is replayed) or once what the page shows changes by the clock (data-take-over-at).

type Watched = { scripts: string[]; errors: string[] }

/** The scripts the page downloads and the errors it logs or throws (React reports a hydration mismatch so). */
function watch(page: Page): Watched {
  const watched: Watched = { scripts: [], errors: [] }
  page.on('request', (request) => {
    if (request.resourceType() === 'script') watched.scripts.push(new URL(request.url()).pathname)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text())
  })
  page.on('pageerror', (error) => watched.errors.push(error.message))
  return watched
}

const HOMES = [
  { role: 'patient', path: '/home', heading: /^Olá, / },
  { role: 'professional', path: '/profissional/home', heading: uiSessionsTexts.professionalTitle },
] as const

for (const { role, path, heading } of HOMES) {
  test(`${path} arrives rendered for its ${role}, downloads only the entry until a tap, and replays the tap`, async ({ page }) => {
    await logInThroughApi(page.request, role)
    const watched = watch(page)
    const response = await page.goto(path)
    // In the HTML itself, not drawn by a script.
    const html = (await response?.text()) ?? ''
    expect(html).toContain('id="first-answers"')
    expect(html).toContain('data-take-over-at="')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(watched.scripts).toHaveLength(1)

    // The first tap (a tab of the list) brings the app, which takes the page over and replays the tap.
    await page.getByRole('tab', { name: new RegExp(`^${uiSessionsTexts.tabAll}`) }).click()
    await expect(page).toHaveURL(/aba=all/)
    await expect(page.getByRole('tab', { name: new RegExp(`^${uiSessionsTexts.tabAll}`) })).toHaveAttribute('aria-selected', 'true')
    expect(watched.scripts.length).toBeGreaterThan(1)
    expect(watched.errors).toEqual([])
  })
}

for (const { role, path } of HOMES) {
  test(`${path} nobody touches is taken over by the app at the instant it names, and not before`, async ({ page }) => {
    await logInThroughApi(page.request, role)
    const watched = watch(page)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const at = Date.parse((await page.locator('#root').getAttribute('data-take-over-at')) ?? '')
    const left = at - (await page.evaluate(() => Date.now()))
    // The demo's agenda at the pinned instant changes by the clock later than a minute from now.
    expect(left).toBeGreaterThan(60_000)
    // A minute before the instant: still only the entry, no app code asked for.
    await page.clock.fastForward(left - 60_000)
    expect(await page.evaluate(() => document.head.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0)
    expect(watched.scripts).toHaveLength(1)
    // At the instant, the app takes the page over and reads the home's data again in the background.
    const refreshed = page.waitForRequest((request) => request.url().includes('/api/session/me'))
    await page.clock.fastForward(60_000)
    await refreshed
    expect(watched.scripts.length).toBeGreaterThan(1)
    expect(watched.errors).toEqual([])
  })
}
