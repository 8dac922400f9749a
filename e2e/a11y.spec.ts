import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectNoSeriousA11yViolations } from './support/axe'
import type { DemoRole } from './support/demo-accounts'
import { logInThroughApi } from './support/login'

// Every screen of every area passes axe (WCAG 2.2 AA, no serious or critical violation,
// target sizes included). Screens still being built are checked as they are today and keep being
// checked as they grow; each screen's own spec may add deeper checks (keyboard paths, errors).

const screens: { role?: DemoRole; paths: string[] }[] = [
  { paths: ['/agendamento', '/cadastro', '/profissional/cadastro', '/recuperar-senha', '/politica-de-privacidade', '/termos-de-uso'] },
  { role: 'patient', paths: ['/home', '/perfil'] },
  { role: 'professional', paths: ['/profissional/home', '/profissional/calendario', '/profissional/calendario/disponibilidade/criar', '/profissional/perfil'] },
  { role: 'admin', paths: ['/admin/dashboard', '/admin/consultas', '/admin/consultas/agendar', '/admin/horarios-fixos', '/admin/profissionais', '/admin/profissionais/criar', '/admin/pacientes', '/admin/clinicas', '/admin/faq', '/admin/admins', '/admin/suporte'] },
]

async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

for (const { role, paths } of screens) {
  test.describe(role ? `as ${role}` : 'as a visitor', () => {
    if (role) test.beforeEach(async ({ page }) => logInThroughApi(page.request, role))
    for (const path of paths) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await settle(page, path)
        await expectNoSeriousA11yViolations(page)
      })
    }
  })
}

test('pages stay accessible at 390 px (mobile)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/', '/login', '/agendamento']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expectNoSeriousA11yViolations(page)
  }
})
