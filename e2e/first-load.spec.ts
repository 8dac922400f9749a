import { expect, test } from './support/fixtures'

// A page the server does not prerender (decision 015) used to stay white while 60–90 small script
// files arrived over the browser's few connections. It now shows a spinner from the HTML itself, and
// its code comes in a handful of files (apps/web/vite.config.ts groups the shared code).

test('a page that is not prerendered shows a loader before any script has run, and it goes when the page renders', async ({ page }) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  // The password recovery is not prerendered (the logins are since decision 055).
  await page.goto('/recuperar-senha', { waitUntil: 'commit' })
  const loader = page.locator('#boot-loader')
  await expect(loader).toBeVisible()
  // The logo's leaf is drawn from the HTML too (decision 063): content on screen before any script.
  await expect(loader.locator('svg')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('recovery-loader.png') })
  release()
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible()
  await expect(loader).toBeHidden()
})

test("a first screen that starts the app at once lists its route's files in its HTML, so they download with the app", async ({ page }) => {
  const preloads = async (path: string) => {
    const html = await (await page.request.get(path)).text()
    // Live links of the head at low priority (decision 115): they download with the HTML but below the
    // stylesheets the first paint waits for. A preload at the browser's default (high) priority for
    // scripts competed with that paint; none is left.
    expect(html).not.toMatch(/<link rel="modulepreload" (?!fetchpriority="low")/)
    return [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"/g)].map((match) => match[1] ?? '')
  }
  const dashboard = await preloads('/admin/dashboard')
  expect(dashboard.some((file) => /\/assets\/app-[\w-]+\.js$/.test(file))).toBe(true)
  expect(dashboard.some((file) => /\/assets\/dashboard-[\w-]+\.js$/.test(file))).toBe(true)
  expect((await preloads('/home')).some((file) => /\/assets\/home-[\w-]+\.js$/.test(file))).toBe(true)
  // Any other page gets the plain shell: the app's own files only.
  expect((await preloads('/recuperar-senha')).some((file) => /dashboard-|home-/.test(file))).toBe(false)
})

test('the prerendered landing page never shows the loader', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Cuidar da mente também é cuidar de você' })).toBeVisible()
  await expect(page.locator('#boot-loader')).toBeHidden()
})

test('the login page asks for a handful of script files, not dozens', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
  // Entry, app, shared libraries, icons, shared app code, the route and its own pieces.
  expect(scripts.length).toBeLessThanOrEqual(12)
})
