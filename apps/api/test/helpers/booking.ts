import { createAvailability, createProfessional, createService } from '../../src/seed/factories'
import type { TestApp } from './app'

// Booking through the real API (POST /session), for tests that must walk the patient's own path.

/** Brasília hours of Wednesday 2026-11-25 (two days after the test clock's "now"), as UTC instants. */
export const wednesdayAt = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour + 3)).toISOString()

/** An authorized online psychologist who works every day from 07:00 to 22:00 (Brasília), priced R$ 150 + R$ 5. */
export async function createBookableProfessional(app: TestApp) {
  const db = app.database.db
  await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
  const professional = await createProfessional(db, { serviceModality: 'FULL_REMOTE', professionalType: 'PSYCHOLOGIST' })
  await createAvailability(db, professional.id, [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' })))
  return professional
}

/** The logged-in patient accepts the consent to online care in force for one professional (decision 034). */
export async function acceptTelehealthConsent(app: TestApp, cookie: string, professionalId: string) {
  const version = app.deps.config.telehealthConsentVersion
  const response = await app.inject({ method: 'POST', url: '/api/telehealth-consents', headers: { cookie }, payload: { professional_id: professionalId, version } })
  if (response.statusCode !== 201) throw new Error(`consent failed: ${response.statusCode} ${response.body}`)
}

/**
 * Books an online session. A patient booking for themself (no `user_id`) first gives the consent to
 * online care, as the wizard has them do; pass `consent: false` to book without it.
 */
export async function bookAs(
  app: TestApp,
  cookie: string,
  { consent = true, ...body }: { professional_id: string; selected_date: string; user_id?: string; consent?: boolean },
) {
  if (consent && !body.user_id) await acceptTelehealthConsent(app, cookie, body.professional_id)
  return app.inject({ method: 'POST', url: '/api/session', headers: { cookie }, payload: { is_online: true, type: 'DEFAULT', ...body } })
}

/** Books and returns the new session's id; throws with the answer when the booking is refused. */
export async function bookedSessionId(app: TestApp, cookie: string, body: { professional_id: string; selected_date: string }) {
  const response = await bookAs(app, cookie, body)
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

export function setStatus(app: TestApp, cookie: string, sessionId: string, status: string) {
  return app.inject({ method: 'PATCH', url: `/api/session/${sessionId}/status`, headers: { cookie }, payload: { status } })
}
