import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, scheduledJobs } from '../src/db/schema/operations'
import { payments } from '../src/db/schema/payments'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { notifySessionChange } from '../src/modules/notifications/session-notifications'
import { reminderLinks } from '../src/modules/notifications/reminder-link-urls'
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

  const mailsOf = (email: string, which: string) =>
    app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.dedupeKey, `reminder-mail:${which}:%`)))

  it('the links leave two days before, while cancelling is free, saying until when; the 1 h reminder has none', async () => {
    const { patient } = await paidSession('2026-12-02T13:00:00.000Z')
    app.clock.set('2026-11-30T12:59:00.000Z') // 48 h and a minute before: not yet
    await runDueReminders(app.deps)
    expect(await mailsOf(patient.email, '48h')).toHaveLength(0)
    app.clock.set('2026-11-30T13:00:30.000Z')
    await runDueReminders(app.deps)
    const [mail] = await mailsOf(patient.email, '48h')
    expect(mail?.subject).toBe('Lembrete: consulta em 2 dias (02/12/2026 às 10:00)')
    expect(mail?.text).toContain(
      'Se não puder ir, cancele sem custo até 01/12/2026 às 10:00 (horário de Brasília): o valor pago volta como saldo na sua conta. Depois disso, o cancelamento não devolve o valor.',
    )
    expect(mail?.text).toMatch(/Não poderei ir: http:\/\/localhost:3000\/lembrete\/cancelar\?token=/)
    app.clock.set('2026-12-02T12:00:30.000Z')
    await runDueReminders(app.deps)
    const [late] = await mailsOf(patient.email, '1h')
    expect(late?.subject).toBe('Lembrete: consulta em 1 hora (02/12/2026 às 10:00)')
    expect(late?.text).not.toMatch(/Não poderei ir|Confirmar presença|cancele sem custo/)
  })

  it("a '24h' reminder planned before the change is dropped, not sent with words it no longer has", async () => {
    const { patient, session } = await paidSession('2026-12-02T13:00:00.000Z')
    const start = session.selectedDate.toISOString()
    await app.database.db
      .insert(scheduledJobs)
      .values({ kind: 'session-reminder', runAt: new Date('2026-12-01T13:00:00.000Z'), payload: { sessionId: session.id, which: '24h', start }, dedupeKey: `reminder:24h:${session.id}:${start}` })
    app.clock.set('2026-12-01T13:00:30.000Z')
    await runDueReminders(app.deps)
    expect(await mailsOf(patient.email, '24h')).toHaveLength(0)
    const [job] = await app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.dedupeKey, `reminder:24h:${session.id}:${start}`))
    expect(job?.status).toBe('CANCELLED')
  })

  it('a confirm/cancel reminder that comes due after the free cancellation closed is not sent', async () => {
    const { patient } = await paidSession('2026-12-02T13:00:00.000Z')
    app.clock.set('2026-12-01T13:00:30.000Z') // the server was away: the 48 h reminder is due, but under 24 h remain
    await runDueReminders(app.deps)
    expect(await mailsOf(patient.email, '48h')).toHaveLength(0)
  })

  it('the cancel page is told before the click what happens to the money, from the cancellation rule, and the link stays unused', async () => {
    const { patient, session } = await paidSession('2026-12-02T13:00:00.000Z')
    const links = reminderLinks(app.deps.config, session)
    const preview = (token: string) => app.inject({ method: 'POST', url: '/api/reminder-links/preview', payload: { token } })
    app.clock.set('2026-11-30T13:00:00.000Z') // 48 h before
    const early = await preview(tokenOf(links.cancel))
    expect(early.statusCode).toBe(200)
    expect(early.json()).toEqual({
      session: 'Consulta de 02/12/2026 às 10:00 (horário de Brasília).',
      money: 'Se cancelar agora, R$ 155,00 voltam como saldo na sua conta: o cancelamento sem custo vai até 01/12/2026 às 10:00 (horário de Brasília).',
      refund: true,
    })
    app.clock.set('2026-12-01T14:00:00.000Z') // 23 h before
    expect((await preview(tokenOf(links.cancel))).json()).toMatchObject({
      money: 'O cancelamento sem custo terminou em 01/12/2026 às 10:00 (horário de Brasília): se cancelar agora, o valor pago (R$ 155,00) não volta como saldo.',
      refund: false,
    })
    // Asking used nothing: the link still cancels, and then the page is told it was used.
    expect((await use(tokenOf(links.cancel))).statusCode).toBe(200)
    expect(await balanceOf(patient.email)).toBe(0)
    const after = await preview(tokenOf(links.cancel))
    expect(after.statusCode).toBe(409)
    expect(after.json().code).toBe('REMINDER_LINK_USED')
    // A confirm link is not a cancel link.
    expect((await preview(tokenOf(links.confirm))).statusCode).toBe(400)
  })

  it('the reminder email carries both links; confirming works once and the professional sees who confirmed', async () => {
    const { patient, professional, session } = await paidSession('2026-12-02T13:00:00.000Z')
    app.clock.set('2026-11-30T14:00:00.000Z')
    await runDueReminders(app.deps)
    const [mail] = await mailsOf(patient.email, '48h')
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
    expect(dto.patient_confirmed_at).toBe('2026-11-30T14:00:00.000Z')
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
