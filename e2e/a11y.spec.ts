import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { a11yViolationsOf } from './support/axe'
import type { DemoRole } from './support/demo-accounts'
import { logInThroughApi } from './support/login'

// The accessibility statement's claim (/acessibilidade, decision 097): every route of the route table
// passes axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules — no violation of any impact — at 390 px and
// at 1280 px. One page load per route and width; one login per area and width (the cookie stays in the
// test's browser context for all its routes). A route's violations are collected, not thrown, so one run
// lists every route that fails. Keyboard journeys (booking, paying, joining) are in their own specs.

type Area = { role?: DemoRole; paths: (request: APIRequestContext) => Promise<string[]> }

const firstId = async (request: APIRequestContext, url: string, pick: (body: never) => string | undefined): Promise<string | undefined> => {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return pick((await response.json()) as never)
}

const AREAS: Record<string, Area> = {
  visitor: {
    paths: async () => [
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
  patient: { role: 'patient', paths: async () => ['/home', '/consulta', '/perfil', '/prontuarios'] },
  professional: {
    role: 'professional',
    paths: async (request) => {
      const patientId = await firstId(request, '/api/professional-private/me/clinical-records', (b: { data: { patient: { id: string } }[] }) => b.data[0]?.patient.id)
      return [
        '/profissional/home',
        '/profissional/calendario',
        '/profissional/calendario/disponibilidade/criar',
        '/profissional/calendario/disponibilidade/guia',
        '/profissional/calendario/indisponibilidade/criar',
        '/profissional/prontuarios',
        ...(patientId ? [`/profissional/prontuarios/${patientId}`] : []),
        '/profissional/perfil',
        '/profissional/recibos',
      ]
    },
  },
  pendingProfessional: { role: 'pendingProfessional', paths: async () => ['/profissional/autorizacao'] },
  admin: {
    role: 'admin',
    paths: async (request) => {
      const professionalId = await firstId(request, '/api/professional-private/all?page=1&limit=1', (b: { data: { id: string }[] }) => b.data[0]?.id)
      const patientId = await firstId(request, '/api/user?page=1&limit=1', (b: { data: { id: string }[] }) => b.data[0]?.id)
      const clinicId = await firstId(request, '/api/clinic', (b: { data: { id: string }[] }) => b.data[0]?.id)
      return [
        '/admin/dashboard',
        '/admin/consultas',
        '/admin/consultas/agendar',
        '/admin/horarios-fixos',
        '/admin/profissionais',
        '/admin/profissionais/criar',
        `/admin/profissionais/editar/${professionalId}`,
        '/admin/pacientes',
        `/admin/pacientes/editar/${patientId}`,
        '/admin/clinicas',
        '/admin/clinicas/criar',
        `/admin/clinicas/editar/${clinicId}`,
        '/admin/busca',
        '/admin/faq',
        '/admin/faq/criar',
        '/admin/admins',
        '/admin/suporte',
      ]
    },
  },
}

const WIDTHS = [
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 800 },
]

/** Loads the route and waits for its content: the first heading, and no loader or fading list left. */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // A list refetching keeps its old rows dimmed; axe would measure their faded colours.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0)
}

for (const [areaName, area] of Object.entries(AREAS)) {
  for (const size of WIDTHS) {
    test(`${areaName} at ${size.name}: every route passes axe with WCAG 2.2 AA, no violation`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: size.width, height: size.height })
      if (area.role) await logInThroughApi(page.request, area.role)
      const failures: string[] = []
      for (const path of await area.paths(page.request)) {
        await settle(page, path)
        failures.push(...(await a11yViolationsOf(page)).map((v) => `${path}: ${v}`))
      }
      expect(failures).toEqual([])
    })
  }
}
