import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demoAccounts, type DemoRole } from './demo-accounts'

/** Fills and submits a login page the way a person does. */
export async function submitLoginForm(page: Page, loginPath: string, email: string, password: string) {
  await page.goto(loginPath)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** Logs a demo person in through their login page and waits for the page they land on. */
export async function logInThroughUi(page: Page, role: DemoRole) {
  const account = demoAccounts[role]
  await submitLoginForm(page, account.loginPath, account.email, DEMO_PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${account.home}$`))
}

const LOGIN_ENDPOINTS: Record<DemoRole, string> = {
  admin: '/api/admin/login',
  patient: '/api/user/login',
  professional: '/api/professional-private/login',
  pendingProfessional: '/api/professional-private/login',
}

/** Logs a demo person in through the API (faster, for tests about what comes after the login). */
export async function logInThroughApi(request: APIRequestContext, role: DemoRole) {
  const response = await request.post(LOGIN_ENDPOINTS[role], { data: { email: demoAccounts[role].email, password: DEMO_PASSWORD } })
  expect(response.status()).toBe(200)
}

/**
 * Logs a demo person in through the API and opens the page the form lands them on: where logInThroughUi
 * leaves a journey that is not about the form, one page load fewer (the form's page, decision 125).
 */
export async function logInThroughApiAtHome(page: Page, role: DemoRole) {
  await logInThroughApi(page.request, role)
  await page.goto(demoAccounts[role].home)
}
