import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { DEMO_PASSWORD, demoAccounts } from './support/demo-accounts'
import { logInThroughApi } from './support/login'

// Decision 055: the logins and the sign-up are prerendered and load the app on intent (decision 052).
// A visitor focuses a field and types while the app downloads: nothing typed may be lost, a submit made
// before the app has taken over is held and replayed, and someone already logged in still reaches home.

const APP_CODE = /\/assets\/boot-[\w-]+\.js$/

/** Holds the app's code (src/app/boot.tsx) until `release`; records whether it was asked for. */
async function holdAppCode(page: Page) {
  let release = () => {}
  let requested = false
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(APP_CODE, async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return { release, requested: () => requested }
}

/** Page errors and console errors (a hydration mismatch is one), from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('the login page downloads no app code until a visitor shows intent', async ({ page }) => {
  let requested = false
  page.on('request', (request) => {
    if (APP_CODE.test(request.url())) requested = true
  })
  await page.goto('/login', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible()
  // A pointer over text that cannot be acted on is not intent.
  await page.getByRole('heading', { level: 1 }).hover()
  await page.waitForLoadState('networkidle')
  expect(requested).toBe(false)
  // Without the app the browser would send the form itself: never with the password in the address.
  await expect(page.locator('form')).toHaveAttribute('method', 'post')

  await page.getByLabel('Email').focus()
  await expect.poll(() => requested).toBe(true)
})

test('email and password typed before the app arrives, then Enter, log the patient in', async ({ page, newPatient }) => {
  const patient = await newPatient()
  const errors = collectErrors(page)
  const app = await holdAppCode(page)
  await page.goto('/login', { waitUntil: 'networkidle' })
  expect(app.requested()).toBe(false)

  // Typed key by key, the app's code held until everything is typed and sent.
  await page.getByLabel('Email').click()
  await page.keyboard.type(patient.email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).click()
  await page.keyboard.type(patient.password)
  await page.keyboard.press('Enter')
  expect(app.requested()).toBe(true)
  // The Enter is held: the page is still the login, with a bar saying the app is on its way.
  await expect(page.locator('html[data-app-loading]')).toHaveCount(1)
  await expect(page).toHaveURL(/\/login$/)

  app.release()
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${patient.firstName}!` })).toBeVisible()
  expect(errors).toEqual([])
})

test('fields filled before the app arrives (as a password manager does) and a tap on Entrar log in', async ({ page }) => {
  const app = await holdAppCode(page)
  await page.goto('/profissional/login', { waitUntil: 'networkidle' })
  // fill() sets each value at once, with an input event: a password manager's autofill.
  await page.getByLabel('Email').fill(demoAccounts.professional.email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  app.release()
  await expect(page).toHaveURL(/\/profissional\/home$/, { timeout: 15_000 })
})

test('the sign-up keeps the email and passwords typed before the app arrives', async ({ page }) => {
  const errors = collectErrors(page)
  const app = await holdAppCode(page)
  await page.goto('/cadastro', { waitUntil: 'networkidle' })
  await expect(page.locator('form')).toHaveAttribute('method', 'post')
  const email = `antes-do-app-${Date.now()}@example.com`
  await page.getByLabel('Email').click()
  await page.keyboard.type(email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).click()
  await page.keyboard.type('Senha-forte-1')
  await page.getByRole('textbox', { name: 'Repita a senha' }).click()
  await page.keyboard.type('Senha-forte-1')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/cadastro$/)

  app.release()
  await expect(page).toHaveURL(/\/cadastro\/info-complemento$/, { timeout: 15_000 })
  // Step 1 keeps the email for step 2 (this tab's storage): the typed one reached the form's values.
  expect(await page.evaluate(() => sessionStorage.getItem('acolhe:patient-sign-up:email'))).toBe(email)
  expect(errors).toEqual([])
})

test('a tap on Entrar com Google before the app arrives is held until the app adds the patient’s zone', async ({ page }) => {
  const app = await holdAppCode(page)
  await page.goto('/login', { waitUntil: 'networkidle' })
  // The server sends the page with the button when Google sign-in is configured (as on the test servers).
  const google = page.getByRole('link', { name: 'Entrar com Google' })
  await expect(google).toHaveAttribute('href', '/api/user/login/oauth')
  const started = page.waitForRequest(/\/api\/user\/login\/oauth/)
  await google.click()
  await expect(page.locator('html[data-app-loading]')).toHaveCount(1)
  app.release()
  expect(new URL((await started).url()).searchParams.get('time_zone')).toBeTruthy()
})

test('someone already logged in who opens their login page reaches their home', async ({ page, patient }) => {
  await page.goto('/login')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${patient.firstName}!` })).toBeVisible()
  // Logged in as a patient, the professionals' login still shows: it is how one switches accounts.
  await page.goto('/profissional/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/profissional\/login$/)

  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('a session cookie that is no longer valid gets the login page', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'acolhe_session', value: 'x'.repeat(43), url: baseURL ?? '' }])
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
