import { eq } from 'drizzle-orm'
import type { PaymentMethod } from '@acolhe/shared/enums'
import { emailOutbox } from '../../src/db/schema/operations'
import { balanceEntries, paymentEvents, payments } from '../../src/db/schema/payments'
import { sessions } from '../../src/db/schema/sessions'
import { createPatient, createProfessional, createService, createSession } from '../../src/seed/factories'
import { buildLocalEvent, localWebhookSecret } from '../../src/integrations/payments/local-provider'
import type { TestApp } from './app'
import { logInAs } from './auth'

// Fixtures and moves shared by the payments tests: an unpaid session, a checkout, a provider verdict.

const MINUTE = 60_000

/** Wednesday 2026-11-25 10:00 in Brasília, two days after the test clock's default "now". */
export const SESSION_START = new Date('2026-11-25T13:00:00.000Z')

export async function createPayingPatient(app: TestApp, overrides: Parameters<typeof createPatient>[1] = {}) {
  const patient = await createPatient(app.database.db, overrides)
  const cookie = await logInAs(app, 'patient', patient.email)
  return { patient, cookie }
}

/** A CREATED (awaiting payment) session with a 30-minute checkout, priced R$ 150 + R$ 5. */
export async function createUnpaidSession(
  app: TestApp,
  patientId: string,
  overrides: { selectedDate?: Date; professional?: Parameters<typeof createProfessional>[1] } = {},
) {
  const db = app.database.db
  const professional = await createProfessional(db, overrides.professional)
  const service = await createService(db, { professionalType: professional.professionalType })
  const session = await createSession(db, {
    userId: patientId,
    professionalId: professional.id,
    serviceId: service.id,
    selectedDate: overrides.selectedDate ?? SESSION_START,
    checkoutExpiresAt: new Date(app.clock.now().getTime() + 30 * MINUTE),
  })
  return { session, professional, service }
}

export async function requestCheckout(app: TestApp, cookie: string, sessionId: string) {
  return app.inject({ method: 'GET', url: `/api/session/${sessionId}/checkout-url`, headers: { cookie } })
}

/** Starts a checkout and returns the local payment id from its URL. */
export async function startLocalCheckout(app: TestApp, cookie: string, sessionId: string): Promise<string> {
  const response = await requestCheckout(app, cookie, sessionId)
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`)
  const url = (response.json() as { url: string | null }).url
  const match = url && /\/pagamento\/local\/([0-9a-f-]{36})$/.exec(url)
  if (!match?.[1]) throw new Error(`not a local checkout url: ${url}`)
  return match[1]
}

/** What the local provider would send: a signed notification to the webhook. */
export function localVerdict(
  app: TestApp,
  paymentId: string,
  approved: boolean,
  options: { eventId?: string; method?: PaymentMethod; secret?: string; now?: Date } = {},
) {
  const secret = options.secret ?? localWebhookSecret(app.deps.config.sessionSecret)
  return buildLocalEvent(secret, {
    paymentId,
    approved,
    method: options.method ?? 'PIX',
    now: options.now ?? app.clock.now(),
    eventId: options.eventId,
  })
}

export function deliverLocal(app: TestApp, event: ReturnType<typeof localVerdict>) {
  return app.inject({ method: 'POST', url: '/api/webhooks/local', headers: event.headers, payload: event.body })
}

/**
 * The session paid and confirmed, as a paid checkout leaves it: for tests about what a patient may do with a
 * confirmed session ('Editar' is for those only; an unpaid hold is cancelled and booked again).
 */
export async function markSessionPaid(app: TestApp, id: string) {
  await app.database.db.update(sessions).set({ status: 'CONFIRMED', payment: 'DONE' }).where(eq(sessions.id, id))
}

export async function sessionRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(sessions).where(eq(sessions.id, id))
  if (!row) throw new Error('session not found')
  return row
}

export function paymentRows(app: TestApp, sessionId: string) {
  return app.database.db.select().from(payments).where(eq(payments.sessionId, sessionId))
}

export function ledgerOf(app: TestApp, userId: string) {
  return app.database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, userId))
}

export function eventRows(app: TestApp) {
  return app.database.db.select().from(paymentEvents)
}

export function emailsTo(app: TestApp, address: string) {
  return app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}

/** An ADMIN_ADJUSTMENT credit, the simplest way to give a patient balance. */
export async function giveBalance(app: TestApp, userId: string, amountCents: number) {
  await app.database.db.insert(balanceEntries).values({ userId, amountCents, reason: 'ADMIN_ADJUSTMENT' })
}

/** The payer's answer on the built-in checkout page (the path a browser takes, no login needed). */
export function decideOnLocalPage(app: TestApp, paymentId: string, approved: boolean) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/local/${paymentId}/decision`,
    headers: { origin: 'http://localhost:3000' },
    payload: { method: 'PIX', approved },
  })
}

/** The patient's balance: the sum of their ledger. */
export async function balanceCentsOf(app: TestApp, userId: string) {
  return (await ledgerOf(app, userId)).reduce((sum, entry) => sum + entry.amountCents, 0)
}
