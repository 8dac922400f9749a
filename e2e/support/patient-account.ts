import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { PATIENT_PASSWORD, uniqueEmail } from './people'

// Helpers of the patient account journeys: fresh people and the local mailbox.

export const NEW_PASSWORD = PATIENT_PASSWORD

/** An email no other test uses (support/people.ts), so each journey starts from a new account. */
export { uniqueEmail }

/** Signs a complete patient up through the API (the browser's cookie jar gets the session). */
export async function signUpThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/user', {
    data: {
      email,
      password: NEW_PASSWORD,
      first_name: 'Beatriz',
      last_name: 'Moura',
      birthday: '1992-03-15',
      phone_number: '11912345678',
      terms_accepted: true,
    },
  })
  expect(response.status()).toBe(201)
}

/** Types into a labelled input of the current page. */
export async function fill(page: Page, label: string | RegExp, value: string) {
  await page.getByRole('textbox', { name: label }).fill(value)
}
