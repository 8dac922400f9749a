import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../src/db/schema/operations'
import { payments } from '../src/db/schema/payments'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { notifySessionChange } from '../src/modules/notifications/session-notifications'
import { reminderLinks } from '../src/modules/reminder-links/reminder-link-urls'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Clock pinned at Monday 2026-11-23 12:00 UTC. The reminder's 'Confirmar presença' and 'Não poderei ir'
// links work without a login, once each, until the consultation starts; cancelling is the app's own
// cancellation (the amount paid returns as balance only more than 24 h ahead).
const NOW = '2026-11-23T12:00:00.000Z'

describe('reminder links', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  /** A paid, confirmed consultation of a fresh patient with a fresh professional, starting at `start`. */
  async function paidSession(start: string) {
    app.clock.set(NOW)
    const db = app.database.db
    const patient = await createPatient(db)
    const professional = await createProfessional(db)
    const service = await createService(db)
    const session = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(start), status: 'CONFIRMED', payment: 'DONE' })
    await db.insert(payments).values({ sessionId: session.id, provider: 'local', status: 'DONE', amountCents: session.priceCents, paidAt: new Date(NOW) })
    await db.transaction((tx) => notifySessionChange(app.deps, tx, session.id, { kind: 'confirmed' }))
    return { patient, professional, session }
  }

  const use = (token: string) => app.inject({ method: 'POST', url: '/api/reminder-links/use', payload: { token } })
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
  const balanceOf = async (email: string) => {
    const cookie = await logInAs(app, 'patient', email)
    return (await app.inject({ url: '/api/user/me/balance', headers: { cookie } })).json<{ balance_cents: number }>().balance_cents
  }

  it('the reminder email carries both links; confirming works once and the professional sees who confirmed', async () => {
    const { patient, professional, session } = await paidSession('2026-12-02T13:00:00.000Z')
    app.clock.set('2026-12-01T14:00:00.000Z')
    await runDueReminders(app.deps)
    const [mail] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, patient.email), like(emailOutbox.dedupeKey, 'reminder-mail:24h:%')))
    const confirmUrl = /Confirmar presença: (\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(confirmUrl).toMatch(/^http:\/\/localhost:3000\/lembrete\/confirmar\?token=/)
    expect(mail?.text).toMatch(/Não poderei ir: http:\/\/localhost:3000\/lembrete\/cancelar\?token=/)
    expect(mail?.html).toContain('Confirmar presença</a>')

    const confirmed = await use(tokenOf(confirmUrl))
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ action: 'confirm', title: 'Presença confirmada', message: 'Obrigado! Avisamos que você vai à consulta de 02/12/2026 às 10:00 (horário de Brasília).' })

    const replay = await use(tokenOf(confirmUrl))
    expect(replay.statusCode).toBe(409)
    expect(replay.json().code).toBe('REMINDER_LINK_USED')

    const cookie = await logInAs(app, 'professional', professional.email)
    const dto = (await app.inject({ url: `/api/session/${session.id}`, headers: { cookie } })).json<{ patient_confirmed_at: string | null; status: string }>()
    expect(dto.patient_confirmed_at).toBe('2026-12-01T14:00:00.000Z')
    expect(dto.status).toBe('CONFIRMED')
  })

  it('cancels once under the app policy: more than 24 h ahead the amount paid returns as balance', async () => {
    const { patient, session } = await paidSession('2026-12-02T13:00:00.000Z')
    const links = reminderLinks(app.deps.config, session)
    app.clock.set('2026-12-01T12:00:00.000Z') // 25 h before
    const cancelled = await use(tokenOf(links.cancel))
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().action).toBe('cancel')
    expect(cancelled.json().message).toBe(
      'Sua consulta de 02/12/2026 às 10:00 (horário de Brasília) foi cancelada e o horário foi liberado. R$ 155,00 voltaram como saldo na sua conta para uma próxima consulta.',
    )
    const replay = await use(tokenOf(links.cancel))
    expect(replay.statusCode).toBe(409)
    expect(replay.json().code).toBe('REMINDER_LINK_USED')
    expect(await balanceOf(patient.email)).toBe(15500)
    // The confirm link of a cancelled consultation confirms nothing.
    const confirm = await use(tokenOf(links.confirm))
    expect(confirm.statusCode).toBe(422)
    expect(confirm.json().code).toBe('STATUS_NOT_ALLOWED')
  })

  it('cancels under 24 h ahead without returning the amount paid, like the app', async () => {
    const { patient, session } = await paidSession('2026-11-24T13:00:00.000Z')
    app.clock.set('2026-11-24T01:00:00.000Z') // 12 h before
    const cancelled = await use(tokenOf(reminderLinks(app.deps.config, session).cancel))
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().message).toMatch(/o valor pago não volta como saldo\.$/)
    expect(await balanceOf(patient.email)).toBe(0)
  })

  it('refuses tampered and expired links, and changes nothing', async () => {
    const { session } = await paidSession('2026-12-02T13:00:00.000Z')
    const token = tokenOf(reminderLinks(app.deps.config, session).confirm)
    const parts = token.split('.')
    const tampered = [
      [parts[0], 'cancel', ...parts.slice(2)].join('.'), // the action swapped, the signature kept
      [parts[0], parts[1], String(Number(parts[2]) + 86_400), ...parts.slice(3)].join('.'), // a later expiry
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, // a forged signature
      'qualquer-coisa',
    ]
    for (const bad of tampered) {
      const answer = await use(bad)
      expect(answer.statusCode, bad).toBe(400)
      expect(answer.json().code).toBe('REMINDER_LINK_INVALID')
    }
    app.clock.set('2026-12-02T13:00:00.000Z') // the consultation starts: its links end
    const expired = await use(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().code).toBe('REMINDER_LINK_EXPIRED')
    expect(expired.json().message).toMatch(/expirou/)
    const cookie = await logInAs(app, 'admin', (await createAdmin(app.database.db)).email)
    const dto = (await app.inject({ url: `/api/session/${session.id}`, headers: { cookie } })).json<{ patient_confirmed_at: string | null; status: string }>()
    expect(dto).toMatchObject({ patient_confirmed_at: null, status: 'CONFIRMED' })
  })
})
