import type { APIRequestContext, Page } from '@playwright/test'
import type { PixCheckoutDto } from '@acolhe/shared/api/pix'
import { expect, test } from './support/fixtures'
import { a11yViolationsOf } from './support/axe'
import { A11Y_AREAS, A11Y_PIX_PAYMENT_ID, type A11yJourney, type A11yPreparation, type A11yRoute } from './support/a11y-routes'
import type { DemoRole } from './support/demo-accounts'
import { logInThroughApi } from './support/login'
import { setGoogleIdentity } from './support/mail-and-google'
import { uniqueCpf, uniqueEmail } from './support/people'

// The accessibility statement's claim (/acessibilidade, decisions 097 and 101): every route of the route
// tables passes axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules — no violation of any impact — at 390 px
// and at 1280 px. The routes are listed in support/a11y-routes.ts, with those another journey checks; the
// web test a11y-route-coverage.test.ts fails for a route in neither. One page load per route, checked at
// both widths: at the width it loaded at, then, the viewport changed, at the other once the page has laid
// itself out again (every width-dependent part of the app follows the media query live, decision 125); the
// next route loads at that second width, so each width is also the one a route loads at for half of them.
// Each test takes a few routes of one area, logs in once (the cookie stays in its browser context for all
// of them) and collects every route's violations before failing, so one run lists every route that fails.
// A redirect-only route is checked by where it lands (that page is in the list too).

type Ids = { professional: string; patient: string; clinic: string }

/** Where to save a picture of each checked page (to look at by hand), when set. */
const shotsDir = process.env.E2E_SCREENSHOTS_DIR

type Width = { name: string; width: number; height: number }

const WIDTHS: [Width, Width] = [
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 800 },
]

/** Routes per test: axe takes seconds per page on the two-core machine, so an area is spread over workers. */
const ROUTES_PER_TEST = 5

async function firstId<T>(request: APIRequestContext, url: string, pick: (body: T) => string | undefined): Promise<string | undefined> {
  const response = await request.get(url)
  if (response.status() !== 200) return undefined
  return pick((await response.json()) as T)
}

/** The demo data's ids the routes with an id need, read as whoever `request` is logged in as. */
async function idsFor(request: APIRequestContext, role: DemoRole | undefined): Promise<Ids> {
  const ids: Ids = { professional: '', patient: '', clinic: '' }
  if (role === 'admin') {
    const list = (b: { data: { id: string }[] }) => b.data[0]?.id
    ids.professional = (await firstId(request, '/api/professional-private/all?page=1&limit=1', list)) ?? ''
    ids.patient = (await firstId(request, '/api/user?page=1&limit=1', list)) ?? ''
    ids.clinic = (await firstId(request, '/api/clinic', list)) ?? ''
  }
  return ids
}

function addressOf(route: A11yRoute, ids: Ids): string {
  return (route.visit ?? route.path).replace(/\{(professional|patient|clinic)\}/g, (_all, name: keyof Ids) => ids[name])
}

const RECOVERY_KEY = 'acolhe:password-recovery'
const DRAFT_PREFIX = 'acolhe.professional-registration'

/** What each preparation leaves in the browser; init scripts run before the app on every later load. */
const preparations: Record<A11yPreparation, (page: Page) => Promise<void>> = {
  recoveryCodeSent: async (page) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, JSON.stringify({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now() })), RECOVERY_KEY)
  },
  recoveryCodeVerified: async (page) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, JSON.stringify({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now(), code: '123456' })), RECOVERY_KEY)
  },
  professionalDraft: async (page) => {
    await page.addInitScript(
      ({ prefix, email, cpf }) => {
        localStorage.setItem(`${prefix}.personal`, JSON.stringify({ first_name: 'Beatriz', last_name: 'Nogueira', email, birthday: '09/04/1988', terms_accepted: true }))
        sessionStorage.setItem(`${prefix}.passwords`, JSON.stringify({ password: 'Senha123', repeat_password: 'Senha123' }))
        localStorage.setItem(
          `${prefix}.documentation`,
          JSON.stringify({ professional_type: 'PSYCHOLOGIST', cpf_or_cnpj: cpf, crm_or_crp: '06/12345', document_state: 'SP', pos_degree: false, lattes_url: 'http://lattes.cnpq.br/1234567890123456' }),
        )
        localStorage.setItem(`${prefix}.contact`, JSON.stringify({ phone_number: '(11) 98888-7777', brief_description: 'Terapia cognitivo-comportamental para adultos.' }))
      },
      { prefix: DRAFT_PREFIX, email: uniqueEmail('a11y-draft'), cpf: uniqueCpf() },
    )
  },
  pixCharge: async (page) => {
    const charge: PixCheckoutDto = {
      id: A11Y_PIX_PAYMENT_ID,
      status: 'WAITING',
      amount_cents: 15500,
      description: 'Consulta Acolhe em 03/12/2026 às 10:00',
      expires_at: '2026-12-03T12:30:00.000Z',
      time_zone: 'America/Sao_Paulo',
      pix_copia_e_cola: '00020101021226660014br.gov.bcb.pix2544pix.example.com/qr/v2/3f1c2b7e7a514a2b9d0e0c8a4f5e6d715204000053039865802BR5906ACOLHE6009SAO PAULO62070503***63041D3A',
      return_url: '/home',
    }
    await page.route(`**/api/payments/pix/${A11Y_PIX_PAYMENT_ID}`, (route) => route.fulfill({ json: charge }))
  },
}

/** The journeys that bring a page to a route a person reaches only by doing something first. */
const journeys: Record<A11yJourney, (page: Page) => Promise<void>> = {
  patientSignUpStepOne: async (page) => {
    await page.goto('/cadastro')
    await page.getByLabel('Email').fill(uniqueEmail('a11y-sign-up'))
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Acolhe123')
    await page.getByRole('textbox', { name: 'Repita a senha' }).fill('Acolhe123')
    await page.getByRole('button', { name: 'Continuar' }).click()
  },
  googleSignUp: async (page) => {
    const email = uniqueEmail('a11y-google')
    await setGoogleIdentity({ sub: `google-${email}`, email, email_verified: true, given_name: 'Gabriela', family_name: 'Souza' })
    await page.goto('/login')
    await page.getByRole('link', { name: 'Entrar com Google' }).click()
  },
}

/** Waits for the page's content: the first heading, and no loader left but the Pix page's 'waiting for the payment' one. */
async function settle(page: Page) {
  // Twice the usual wait: an admin page's first load reads several lists, and the machine may be loaded.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('.mantine-Loader-root:not(:has(+ [data-testid="pix-checkout-waiting"]))')).toHaveCount(0)
}

/** Opens the route as a person does; for a redirect, asserts where it lands. True when its page needs axe. */
async function open(page: Page, route: A11yRoute, ids: Ids): Promise<boolean> {
  if (route.prepare) await preparations[route.prepare](page)
  if (route.journey) await journeys[route.journey](page)
  else await page.goto(addressOf(route, ids), { waitUntil: 'networkidle' })
  if (route.landsOn) {
    const landing = new URL(route.landsOn, 'http://x')
    // Twice the usual wait, as in settle: the Google return's redirects took longer than 10 s at load 38.
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 20_000 }).toBe(landing.pathname + landing.search)
  } else if (!route.path.includes(':') && route.path !== '/*') {
    await expect.poll(() => new URL(page.url()).pathname).toBe(route.path)
  }
  await settle(page)
  // A redirect's landing is checked by its own entry of the list unless the redirect adds something (a query).
  return !route.landsOn || route.landsOn.includes('?')
}

/**
 * Changes the viewport of a loaded page and waits until it has laid itself out for the new width: the media
 * queries' change events and React's re-render (two frames), the fonts and images it may then need, and the
 * CSS transitions the change started (the app shell's navigation sliding in or out), then the usual settle.
 */
async function resizeAndSettle(page: Page, size: Width) {
  await page.setViewportSize({ width: size.width, height: size.height })
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    await document.fonts.ready
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
  })
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true)
  await settle(page)
}

for (const area of A11Y_AREAS) {
  for (let start = 0; start < area.routes.length; start += ROUTES_PER_TEST) {
    const routes = area.routes.slice(start, start + ROUTES_PER_TEST)
    const part = area.routes.length > ROUTES_PER_TEST ? ` (${start / ROUTES_PER_TEST + 1})` : ''
    test(`${area.name}${part} at 390 px and 1280 px: every route passes axe with WCAG 2.2 AA, no violation`, async ({ page }) => {
      // A bound against a hung page, not a speed claim: axe takes seconds per page on a loaded two-core machine.
      test.setTimeout(30_000 + 40_000 * routes.length)
      // Where each route loads: alternately at 390 and 1280 px (the second width of one is the first of the next).
      let widths: [Width, Width] = [WIDTHS[0], WIDTHS[1]]
      await page.setViewportSize({ width: widths[0].width, height: widths[0].height })
      if (area.role) await logInThroughApi(page.request, area.role)
      const ids = await idsFor(page.request, area.role)
      const failures: string[] = []
      for (const route of routes) {
        if (!(await open(page, route, ids))) continue
        for (const [index, size] of widths.entries()) {
          if (index > 0) await resizeAndSettle(page, size)
          failures.push(...(await a11yViolationsOf(page)).map((v) => `${route.path} at ${size.name}: ${v}`))
          if (shotsDir) await page.screenshot({ path: `${shotsDir}/a11y${route.path.replace(/[^a-z0-9]+/gi, '-')}-${size.width}.png`, fullPage: true })
        }
        widths = [widths[1], widths[0]]
      }
      expect(failures).toEqual([])
    })
  }
}
