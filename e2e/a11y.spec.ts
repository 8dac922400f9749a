import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { a11yViolationsOf } from './support/axe'
import type { DemoRole } from './support/demo-accounts'
import { logInThroughApi } from './support/login'

// The accessibility statement's claim (/acessibilidade, decision 097): every route of the route table
// passes axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules — no violation of any impact — at 390 px and
// at 1280 px. One page load per route and width. Each test takes a few routes of one area at one width,
// logs in once (the cookie stays in its browser context for all of them) and collects every route's
// violations before failing, so one run lists every route that fails. Keyboard journeys: booking in
// booking-keyboard-mobile.spec.ts, paying and joining in keyboard-journeys.spec.ts. A professional's record
// of one patient needs a consultation that took place: clinical-notes.spec.ts checks it at both widths.
// The professional's page of one patient's questionnaires (it needs answers) is checked by
// questionnaires.spec.ts, with the patient's answer page and the crisis panel.

type Ids = { professional: string; patient: string; clinic: string }
type Route = string | ((ids: Ids) => string)

const AREAS: { name: string; role?: DemoRole; routes: Route[] }[] = [
  {
    name: 'public pages',
    routes: [
      '/',
      '/agendamento',
      '/cadastro',
      '/login',
      '/recuperar-senha',
      '/politica-de-privacidade',
      '/termos-de-uso',
      '/termos-de-uso-do-profissional',
      '/acessibilidade',
      '/operadores',
      '/profissional/cadastro',
      '/profissional/cadastro/info-pessoal',
      '/profissional/login',
      '/admin/login',
      '/lembrete/cancelar?token=invalido',
      '/pagina-que-nao-existe',
    ],
  },
  { name: 'patient area', role: 'patient', routes: ['/home', '/consulta', '/perfil', '/prontuarios', '/questionarios'] },
  {
    name: 'professional area',
    role: 'professional',
    routes: [
      '/profissional/home',
      '/profissional/calendario',
      '/profissional/calendario/disponibilidade/criar',
      '/profissional/calendario/disponibilidade/guia',
      '/profissional/calendario/indisponibilidade/criar',
      '/profissional/calendarios',
      '/profissional/prontuarios',
      '/profissional/perfil',
      '/profissional/recibos',
    ],
  },
  { name: 'authorization page', role: 'pendingProfessional', routes: ['/profissional/autorizacao'] },
  {
    name: 'back office',
    role: 'admin',
    routes: [
      '/admin/dashboard',
      '/admin/consultas',
      '/admin/consultas/agendar',
      '/admin/horarios-fixos',
      '/admin/profissionais',
      '/admin/profissionais/criar',
      (ids) => `/admin/profissionais/editar/${ids.professional}`,
      '/admin/pacientes',
      (ids) => `/admin/pacientes/editar/${ids.patient}`,
      '/admin/clinicas',
      '/admin/clinicas/criar',
      (ids) => `/admin/clinicas/editar/${ids.clinic}`,
      '/admin/busca',
      '/admin/faq',
      '/admin/faq/criar',
      '/admin/admins',
      '/admin/suporte',
    ],
  },
]

const WIDTHS = [
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

/** Loads the route and waits for its content: the first heading, and no loader left. */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0)
}

for (const area of AREAS) {
  for (let start = 0; start < area.routes.length; start += ROUTES_PER_TEST) {
    const routes = area.routes.slice(start, start + ROUTES_PER_TEST)
    const part = area.routes.length > ROUTES_PER_TEST ? ` (${start / ROUTES_PER_TEST + 1})` : ''
    for (const size of WIDTHS) {
      test(`${area.name}${part} at ${size.name}: every route passes axe with WCAG 2.2 AA, no violation`, async ({ page }) => {
        test.setTimeout(90_000)
        await page.setViewportSize({ width: size.width, height: size.height })
        if (area.role) await logInThroughApi(page.request, area.role)
        const ids = await idsFor(page.request, area.role)
        const failures: string[] = []
        for (const route of routes) {
          const path = typeof route === 'string' ? route : route(ids)
          await settle(page, path)
          failures.push(...(await a11yViolationsOf(page)).map((v) => `${path}: ${v}`))
        }
        expect(failures).toEqual([])
      })
    }
  }
}
