import { expect, type APIRequestContext, type Page } from '@playwright/test'

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
export async function signUpPatient(request: APIRequestContext, options: { tag?: string; firstName?: string; lastName?: string; cpf?: string } = {}): Promise<Patient> {
  const letters = uniqueLetters()
  const firstName = options.firstName ?? `Paciente${letters}`
  const lastName = options.lastName ?? 'Ferreira Costa'
  const email = uniqueEmail(options.tag ?? 'paciente')
  const reply = await request.post('/api/user', {
    data: { email, password: PATIENT_PASSWORD, first_name: firstName, last_name: lastName, birthday: '1992-03-15', phone_number: '11912345678', terms_accepted: true, cpf: options.cpf },
  })
  expect(reply.status(), `sign-up of ${email}`).toBe(201)
  return { email, password: PATIENT_PASSWORD, firstName, lastName, fullName: `${firstName} ${lastName}` }
}

/** Logs a patient in through the API. */
export async function logPatientInThroughApi(request: APIRequestContext, patient: Patient): Promise<void> {
  const reply = await request.post('/api/user/login', { data: { email: patient.email, password: patient.password } })
  expect(reply.status()).toBe(200)
}

/**
 * Logs a patient in through the API and opens /home, where the login form lands them: for journeys about
 * what comes after (the form itself: login.spec.ts, patient-account.spec.ts, admin-backoffice.spec.ts).
 */
export async function logPatientInAtHome(page: Page, patient: Patient): Promise<void> {
  await logPatientInThroughApi(page.request, patient)
  await page.goto('/home')
}

/**
 * For a page whose browser context is already logged in as the patient (the `patient` fixture signs up
 * through `page.request`, which shares the page's cookies): opening /login sends them to their home
 * (decision 055) instead of showing the form.
 */
export async function openLoginAlreadyLoggedIn(page: Page): Promise<void> {
  await page.goto('/login')
  await expect(page).toHaveURL(/\/home$/)
}

/** A CPF no other test of the run uses, with valid check digits. */
export function uniqueCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
  const check = (digits: number[]) => {
    const sum = digits.reduce((total, digit, i) => total + digit * (digits.length + 1 - i), 0)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  const first = check(base)
  return [...base, first, check([...base, first])].join('')
}

export type WaitingProfessional = { email: string; password: string; fullName: string }

/**
 * Registers a psychologist through POST /api/professional-private, as the registration pages do: they
 * wait for an admin's authorization. `request` is then logged in as them; use a context of its own.
 */
export async function registerWaitingProfessional(request: APIRequestContext, options: { firstName?: string; lastName?: string } = {}): Promise<WaitingProfessional> {
  const firstName = options.firstName ?? `Helena${uniqueLetters()}`
  const lastName = options.lastName ?? 'Prado Lima'
  const email = uniqueEmail('profissional')
  const reply = await request.post('/api/professional-private', {
    data: {
      first_name: firstName,
      last_name: lastName,
      email,
      birthday: '1985-06-20',
      password: PATIENT_PASSWORD,
      terms_accepted: true,
      professional_type: 'PSYCHOLOGIST',
      cpf_or_cnpj: uniqueCpf(),
      crm_or_crp: `06/${Math.floor(100000 + Math.random() * 900000)}`,
      document_state: 'SP',
      pos_degree: false,
      lattes_url: 'http://lattes.cnpq.br/1234567890123456',
      phone_number: '(11) 98765-4321',
      brief_description: 'Terapia cognitivo-comportamental para adultos.',
      service_modality: 'FULL_REMOTE',
    },
  })
  expect(reply.status(), `registration of ${email}: ${await reply.text()}`).toBe(201)
  return { email, password: PATIENT_PASSWORD, fullName: `${firstName} ${lastName}` }
}

/** A CPF as its input mask shows it: 000.000.000-00. */
export function maskedCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
}
