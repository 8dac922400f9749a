import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { submitLoginForm } from './login'

// Fresh people of one test (decision 018): every journey that changes a patient's data signs up its own
// through the real API instead of sharing the demo patient.

export const PATIENT_PASSWORD = 'Acolhe123'

let counter = 0

/** A token no other test of the run uses: worker index, a per-worker counter and randomness (never the clock). */
export function uniqueToken(): string {
  counter += 1
  const worker = process.env.TEST_WORKER_INDEX ?? '0'
  return `${worker}x${counter}x${Math.floor(Math.random() * 36 ** 5).toString(36)}`
}

/** The same, in lower-case letters only (person names refuse digits). */
export function uniqueLetters(): string {
  return uniqueToken().replace(/[0-9x]/g, (char) => (char === 'x' ? 'y' : 'abcdefghij'[Number(char)]!))
}

/** An email no other test of the run uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${uniqueToken()}@exemplo.com`
}

export type Patient = { email: string; password: string; firstName: string; lastName: string; fullName: string }

/**
 * Signs a complete patient up through POST /api/user; `request` (a page's, or its own) is then logged in
 * as them. The first name is unique (letters), so a search by it finds only this patient.
 */
export async function signUpPatient(request: APIRequestContext, options: { tag?: string; firstName?: string; lastName?: string } = {}): Promise<Patient> {
  const letters = uniqueLetters()
  const firstName = options.firstName ?? `Paciente${letters}`
  const lastName = options.lastName ?? 'Ferreira Costa'
  const email = uniqueEmail(options.tag ?? 'paciente')
  const reply = await request.post('/api/user', {
    data: { email, password: PATIENT_PASSWORD, first_name: firstName, last_name: lastName, birthday: '1992-03-15', phone_number: '11912345678', terms_accepted: true },
  })
  expect(reply.status(), `sign-up of ${email}`).toBe(201)
  return { email, password: PATIENT_PASSWORD, firstName, lastName, fullName: `${firstName} ${lastName}` }
}

/** Logs a patient in through the API. */
export async function logPatientInThroughApi(request: APIRequestContext, patient: Patient): Promise<void> {
  const reply = await request.post('/api/user/login', { data: { email: patient.email, password: patient.password } })
  expect(reply.status()).toBe(200)
}

/** Logs a patient in through /login, as a person does, and waits for /home. */
export async function logPatientInThroughUi(page: Page, patient: Patient): Promise<void> {
  await submitLoginForm(page, '/login', patient.email, patient.password)
  await expect(page).toHaveURL(/\/home$/)
}
