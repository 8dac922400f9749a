import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { encodeQueryParam } from '../packages/shared/src/query-param-codec'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { bookThroughApi, chooseDay, payThroughApi, setServerClock } from './support/booking-steps'
import { openDays } from './support/hours'
import { logInThroughApi } from './support/login'
import { logPatientInThroughApi, signUpPatient, uniqueEmail } from './support/people'
import { expect, test } from './support/fixtures'

// The main screens compared with reviewed pictures (toHaveScreenshot), at 390 and 1280 px: a stylesheet
// that stops loading (Mantine's InlineInput once did: every checkbox, radio and switch label fell under its
// control) or a layout that breaks fails here, where no assertion on text would notice. Decision 066.
// Stable across runs and instants: the server and browser clocks move to one instant of this file whatever
// the project's timeline, every person and hour is this file's own (fixed names), animations are off and
// the caret hidden (toHaveScreenshot's defaults), what other journeys on the same server change (the
// landing's professionals, the dashboard's counters, emails) is masked, and the text is drawn by the fonts
// of a Debian package (fonts-dejavu-core, checked below) with Chromium's headless shell. The pictures live in
// e2e/visual.spec.ts-snapshots/; after a wanted change of look, `node e2e/run.mjs visual.spec.ts
// --update-snapshots`, and look at every new picture before committing it.

/** A Wednesday morning in Brasília (the default timeline's instant), whatever the project's. */
const VISUAL_NOW = '2026-12-02T09:10:00-03:00'
const WIDTHS = [390, 1280] as const
const HEIGHT = { 390: 844, 1280: 800 } as const
/** Gives what other journeys change one size while the pictures are taken. */
const VISUAL_CSS = join(dirname(fileURLToPath(import.meta.url)), 'visual.css')

/** Fails with a clear message when the text would be drawn by another font than the pictures' one. */
async function expectDebianFont(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1, h2' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  expect(fonts.map((font) => font.familyName), 'the pictures were taken with DejaVu Sans (apt-get install -y fonts-dejavu-core)').toEqual(['DejaVu Sans'])
}

type ScreenOptions = {
  /** What varies with the other journeys on the same server (their people, questions, counts). */
  mask?: (page: Page) => Locator[]
  /** The whole page (default), or what the window shows (a dialog: its overlay covers the window only). */
  fullPage?: boolean
}

/** Both widths of one screen; `ready` waits for what must be on it before each picture. */
async function expectScreen(page: Page, name: string, ready: () => Promise<void>, { mask = () => [], fullPage = true }: ScreenOptions = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width] })
    await ready()
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage, mask: mask(page), stylePath: VISUAL_CSS })
  }
}

/** The professional's credential line ('Psicóloga(o) · CRP 06/…'): its number is unique to each registration. */
const councilNumber = (page: Page) => [page.getByText(/CRP \d/)]

// The pictures are Chromium's headless shell's (CI's browser, decision 059); the full browser draws a few
// pixels differently. Without the shell a local run skips them; CI (E2E_REQUIRED=1) never does.
test.skip(!process.env.CHROMIUM_PATH?.endsWith('chromium-headless-shell') && process.env.E2E_REQUIRED !== '1', 'the pictures are of chromium-headless-shell')

test.beforeEach(async ({ page }) => {
  await setServerClock(page.request, VISUAL_NOW, page)
})

test.afterEach(async ({ page }) => {
  await setServerClock(page.request, null, page)
})

test('public screens: landing, login and the sign-up form with its terms checkbox', async ({ page }) => {
  await page.goto('/')
  await expectDebianFont(page)
  const questions = page.locator('section[aria-labelledby="perguntas"] .mantine-Accordion-root')
  await expectScreen(
    page,
    'landing',
    async () => {
      // The app loads as the visitor nears the contact form (decision 052); hydrated, the form's fields are
      // enabled and the questions loaded.
      await page.getByRole('form', { name: 'Fale conosco' }).scrollIntoViewIfNeeded()
      await expect(page.getByRole('textbox', { name: /Seu nome/ })).toBeEnabled()
      await expect(questions.getByRole('button').first()).toBeVisible()
    },
    // The professionals and the questions are whatever the journeys on this server authorized and wrote.
    { mask: (p) => [p.getByRole('list', { name: 'Lista de profissionais' }), questions] },
  )

  await page.goto('/login')
  await expectScreen(page, 'login', () => expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible())

  await page.goto('/cadastro')
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('visual'))
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Acolhe123')
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill('Acolhe123')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { name: 'Quase lá...' })).toBeVisible()
  await page.getByRole('checkbox').check()
  await expectScreen(page, 'sign-up-details', () => expect(page.getByRole('checkbox')).toBeChecked())
})

test('patient and professional screens: booking step 2 and its review, home, profile; the professional home', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL, { firstName: 'Helena', lastName: 'Visual Prado' })
  for (const weekDay of [1, 2, 3, 4, 5]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0900', end_time: '1200' } })).status()).toBe(201)
  }
  const patientPage = await newPage()
  await setServerClock(patientPage.request, VISUAL_NOW, patientPage)
  const patient = await signUpPatient(patientPage.request, { tag: 'v', firstName: 'Beatriz', lastName: 'Visual Moura' })
  await logPatientInThroughApi(patientPage.request, patient)
  const day = (await openDays(patientPage.request, professional.id))[1]
  if (!day) throw new Error('the professional has no second open day')
  const session = await bookThroughApi(patientPage.request, professional.id, day.hours)
  await payThroughApi(patientPage.request, session.id)

  await patientPage.goto(`/consulta?d=${encodeQueryParam({ s: 2, p: professional.id })}`)
  await chooseDay(patientPage, 0)
  const hours = patientPage.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button')
  await hours.first().click()
  await expectScreen(patientPage, 'booking-step-2', () => expect(patientPage.getByRole('button', { name: 'Revisar agendamento' })).toBeVisible(), { mask: councilNumber })
  await patientPage.getByRole('button', { name: 'Revisar agendamento' }).click()
  const review = patientPage.getByRole('dialog', { name: 'Revisão' })
  await expectScreen(patientPage, 'booking-review', () => expect(review.getByRole('radio').first()).toBeVisible(), { mask: councilNumber, fullPage: false })
  await review.press('Escape')

  await patientPage.goto('/home')
  await patientPage.getByRole('tab', { name: /Próximas/ }).click()
  // The card names the professional with the council number when the profile has no gender: masked.
  await expectScreen(patientPage, 'patient-home', () => expect(patientPage.getByTestId('session-card').first()).toBeVisible(), {
    mask: (p) => [p.getByText(/· CRP \d/)],
  })

  await patientPage.goto('/perfil')
  await expectScreen(
    patientPage,
    'patient-profile',
    () => expect(patientPage.getByRole('switch').first()).toBeVisible(),
    { mask: (p) => [p.getByRole('textbox', { name: 'Email' })] },
  )

  await page.goto('/profissional/home')
  await page.getByRole('tab', { name: /Próximas/ }).click()
  await expectScreen(page, 'professional-home', () => expect(page.getByTestId('session-card').first()).toBeVisible(), {
    // The row, not the link: the address (unique to each run) is not always as wide.
    mask: (p) => [p.getByRole('link', { name: /^Email:/ }).locator('..')],
  })
})

test('the admin dashboard', async ({ page }) => {
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/dashboard')
  await expectScreen(
    page,
    'admin-dashboard',
    () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    // Every journey on this server adds people and consultations.
    { mask: (p) => [p.locator('[data-testid^="counter-"]')] },
  )
})
