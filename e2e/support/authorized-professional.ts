import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test'
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts'
import { bookThroughApi, payThroughApi } from './booking-steps'
import { registerWaitingProfessional, signUpPatient, type WaitingProfessional } from './people'

/** An admin of this worker's server, logged in through the API on a context of its own; dispose it after. */
export async function adminRequest(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL })
  expect((await admin.post('/api/admin/login', { data: { email: demoAccounts.admin.email, password: DEMO_PASSWORD } })).status()).toBe(200)
  return admin
}

/** The id of the professional `request` is logged in as. */
export async function ownProfessionalId(request: APIRequestContext): Promise<string> {
  const me = await request.get('/api/professional-private/me')
  expect(me.status()).toBe(200)
  return ((await me.json()) as { professional: { id: string } }).professional.id
}

/**
 * A fresh psychologist of this test, registered through the API and authorized by the demo admin:
 * `request` (usually page.request) is logged in as them. No demo professional's calendar is touched.
 */
export async function registerAuthorizedProfessional(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  name: { firstName?: string; lastName?: string } = {},
): Promise<WaitingProfessional & { id: string }> {
  const professional = await registerWaitingProfessional(request, name)
  const id = await ownProfessionalId(request)
  const admin = await adminRequest(playwright, baseURL)
  try {
    expect((await admin.patch(`/api/professional-private/${id}/authorization`, { data: { authorized: true } })).status()).toBe(200)
  } finally {
    await admin.dispose()
  }
  return { ...professional, id }
}

/**
 * A fresh patient (signed up on `patientRequest`) books and pays the first open hour of the professional;
 * returns the patient and the session.
 */
export async function bookPaidSessionWith(patientRequest: APIRequestContext, professionalId: string) {
  const patient = await signUpPatient(patientRequest)
  const open = (await (await patientRequest.get(`/api/public/available-dates/${professionalId}`)).json()) as {
    professionalAvailability: { availability: { hours: { start_time: string; available_date_id: string }[] }[] }
  }
  const hour = open.professionalAvailability.availability[0]?.hours[0]
  if (!hour) throw new Error('the professional has no open hour')
  const session = await bookThroughApi(patientRequest, professionalId, hour)
  await payThroughApi(patientRequest, session.id)
  return { patient, session }
}
