import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PixAutomaticoDto, PixAutomaticoOptInDto } from '@acolhe/shared/api/pix-automatico'
import { emailOutbox } from '../src/db/schema/operations'
import { balanceEntries, paymentEvents, payments } from '../src/db/schema/payments'
import { sessionSeries } from '../src/db/schema/series'
import { sessions } from '../src/db/schema/sessions'
import { pixAutomaticoCharges } from '../src/db/schema/pix-automatico'
import { taxReceipts } from '../src/db/schema/tax-receipts'
import { txidOf } from '../src/integrations/pix/pix-provider'
import { pixAutomaticoDepsOf } from '../src/modules/pix-automatico/pix-automatico-deps'
import { runPixAutomatico } from '../src/modules/pix-automatico/pix-automatico-job'
import type { TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { acceptTelehealthConsent, createBookableProfessional } from './helpers/booking'
import type { FakePsp } from './helpers/fake-pix-psp'
import { createPayingPatient } from './helpers/payments'
import { startPixAutomaticoApp, type PixAutomaticoApp } from './helpers/pix-automatico-app'

// Pix Automático for weekly series (decision 102) through the HTTP API, against the fake PSP whose every
// request, answer and webhook the Central Bank's document validates. Clock pinned; each test its own series.

const NOW = '2026-11-23T12:00:00.000Z' // Monday
const SECRET = 'w'.repeat(40)
/** Wednesday 19:00 in Brasília, `weeks` after 2026-11-25. */
const wednesday = (weeks: number) => new Date(Date.UTC(2026, 10, 25 + 7 * weeks, 22)).toISOString()

describe('Pix Automático of a weekly series', () => {
  let app: TestApp
  let psp: FakePsp

  let pixAutomatico: PixAutomaticoApp
  let deliver: PixAutomaticoApp['deliver']

  beforeAll(async () => {
    pixAutomatico = await startPixAutomaticoApp({ now: NOW, webhookSecret: SECRET })
    ;({ app, psp, deliver } = pixAutomatico)
  }, 120_000)
  afterAll(async () => {
    await pixAutomatico?.close()
    expect(psp.violations).toEqual([])
  })

  const deps = () => pixAutomaticoDepsOf(app)


  async function newSeries() {
    app.clock.set(NOW)
    const professional = await createBookableProfessional(app)
    const { patient, cookie } = await createPayingPatient(app)
    await acceptTelehealthConsent(app, cookie, professional.id)
    const created = await app.inject({
      method: 'POST',
      url: '/api/session-series',
      headers: { cookie },
      payload: { professional_id: professional.id, selected_date: wednesday(0), is_online: true, weeks: null },
    })
    expect(created.statusCode, created.body).toBe(201)
    const seriesId = (created.json() as { series: { id: string } }).series.id
    return { professional, patient, cookie, seriesId }
  }

  async function optIn(cookie: string, seriesId: string) {
    const response = await app.inject({ method: 'POST', url: `/api/session-series/${seriesId}/pix-automatico`, headers: { cookie }, payload: {} })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as PixAutomaticoOptInDto
  }

  async function state(cookie: string, seriesId: string) {
    const response = await app.inject({ method: 'GET', url: `/api/session-series/${seriesId}/pix-automatico`, headers: { cookie } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as PixAutomaticoDto
  }

  /** Patient opts in and approves journey 3 in the bank app; the first week is paid and the authorization active. */
  async function activeSeries() {
    const s = await newSeries()
    await optIn(s.cookie, s.seriesId)
    const [authorization] = [...psp.automatico.recs.values()].filter((r) => r.body.vinculo && (r.body.vinculo as { contrato: string }).contrato === s.seriesId.replace(/-/g, ''))
    if (!authorization) throw new Error('no rec at the PSP')
    await deliver(await psp.automatico.approve(authorization.idRec))
    return { ...s, idRec: authorization.idRec }
  }

  async function weekSession(seriesId: string, weeks: number) {
    const [row] = await app.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.seriesId, seriesId), eq(sessions.selectedDate, new Date(wednesday(weeks)))))
    if (!row) throw new Error(`no session in week ${weeks}`)
    return row
  }

  /** The txid of the standing charge of a week (our charge row's id, without dashes). */
  function chargeTxid(view: PixAutomaticoDto, startsAt: string): string {
    const week = view.weeks.find((w) => w.starts_at === startsAt)
    if (!week?.session_id) throw new Error(`no week ${startsAt}`)
    const cobr = [...psp.automatico.cobrs.values()].find((c) => c.status !== 'CANCELADA' && c.body.infoAdicional && chargeSessions.get(c.txid) === week.session_id)
    if (!cobr) throw new Error(`no cobr for ${startsAt}`)
    return cobr.txid
  }
  const chargeSessions = new Map<string, string>()
  async function loadCharges() {
    for (const row of await app.database.db.select().from(pixAutomaticoCharges)) chargeSessions.set(txidOf(row.id), row.sessionId)
  }

  it('offers journey 3: one QR (copy-and-paste and image) pays the first week now and authorizes the weekly debits up to the cap', async () => {
    const s = await newSeries()
    const before = await state(s.cookie, s.seriesId)
    expect(before).toMatchObject({ status: null, offer: { available: true, cap_cents: 15500 }, actions: { opt_in: true, stop: false } })
    const offer = await optIn(s.cookie, s.seriesId)
    expect(offer.cap_cents).toBe(15500)
    expect(offer.qr.amount_cents).toBe(15500)
    expect(offer.qr.pix_copia_e_cola).toContain('br.gov.bcb.pix')
    expect(offer.qr.image_data_url).toMatch(/^data:image\/gif;base64,/)
    expect(offer.pix_automatico).toMatchObject({ status: 'PENDING', cap_cents: 15500, actions: { opt_in: false, stop: true } })
    // The recurrence at the PSP is weekly, fixed at the cap, linked to the first week's immediate charge.
    const [firstPayment] = await app.database.db.select().from(payments).where(eq(payments.sessionId, offer.qr.session_id))
    const rec = [...psp.automatico.recs.values()].find((r) => r.txid === txidOf(firstPayment?.id ?? ''))
    expect(rec?.body).toMatchObject({ calendario: { periodicidade: 'SEMANAL' }, valor: { valorRec: '155.00' }, politicaRetentativa: 'PERMITE_3R_7D' })

    if (!rec) throw new Error('no rec')
    await deliver(await psp.automatico.approve(rec.idRec))
    const after = await state(s.cookie, s.seriesId)
    expect(after.status).toBe('ACTIVE')
    expect(after.weeks[0]).toMatchObject({ starts_at: wednesday(0), state: 'NONE', reason: 'FIRST_WEEK' })
    expect((await weekSession(s.seriesId, 0)).payment).toBe('DONE')
    // The professional reads the same state; another patient may not.
    const professionalCookie = await logInAs(app, 'professional', s.professional.email)
    expect((await state(professionalCookie, s.seriesId)).status).toBe('ACTIVE')
    const stranger = await createPayingPatient(app)
    const refused = await app.inject({ method: 'GET', url: `/api/session-series/${s.seriesId}/pix-automatico`, headers: { cookie: stranger.cookie } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ message: expect.any(String) })
  })

  it('schedules each week inside the window before its due date, debits it, and dates its Receita Saúde entry at the debit; a replayed webhook changes nothing', async () => {
    const s = await activeSeries()
    await runPixAutomatico(deps())
    await loadCharges()
    // Week 1 (due 27/11) is inside its window; week 2 (due 04/12) not yet.
    let view = await state(s.cookie, s.seriesId)
    expect(view.weeks.find((w) => w.starts_at === wednesday(1))).toMatchObject({ state: 'SCHEDULED', debit_date: '2026-11-27', amount_cents: 15500, attempts: 1 })
    expect(view.weeks.find((w) => w.starts_at === wednesday(2))).toMatchObject({ state: 'NONE', reason: 'NOT_YET', debit_date: '2026-12-04' })
    expect(view.next_debit_date).toBe('2026-11-27')
    // A second run the same day sends nothing more.
    expect((await runPixAutomatico(deps())).scheduled).toBe(0)

    app.clock.set('2026-11-27T14:00:00.000Z')
    const txid = chargeTxid(view, wednesday(1))
    const hooks = psp.automatico.settle(txid, 'paid')
    await deliver(hooks)
    view = await state(s.cookie, s.seriesId)
    expect(view.weeks.find((w) => w.starts_at === wednesday(1))).toMatchObject({ state: 'DEBITED', debited_at: '2026-11-27T14:00:00.000Z' })
    const week1 = await weekSession(s.seriesId, 1)
    expect(week1.payment).toBe('DONE')
    const [receipt] = await app.database.db.select().from(taxReceipts).where(eq(taxReceipts.sessionId, week1.id))
    expect(receipt?.paidAt.toISOString()).toBe('2026-11-27T14:00:00.000Z')

    const events = (await app.database.db.select().from(paymentEvents)).length
    await deliver(hooks)
    await deliver([psp.automatico.hookOfCobr(txid)])
    expect((await app.database.db.select().from(paymentEvents)).length).toBe(events)
    expect(await app.database.db.select().from(balanceEntries).where(eq(balanceEntries.userId, s.patient.id))).toEqual([])
  })

  it('a refused debit is retried on the next day, then falls back to an ordinary payment before the pay deadline, and the patient is told', async () => {
    const s = await activeSeries()
    await runPixAutomatico(deps())
    await loadCharges()
    const txid = chargeTxid(await state(s.cookie, s.seriesId), wednesday(1))
    app.clock.set('2026-11-27T14:00:00.000Z')
    await deliver(psp.automatico.settle(txid, 'refused'))
    let week = (await state(s.cookie, s.seriesId)).weeks.find((w) => w.starts_at === wednesday(1))
    expect(week).toMatchObject({ state: 'FAILED_RETRYING', attempts: 2, debit_date: '2026-11-28' })
    expect(psp.calls).toContain(`POST /cobr/${txid}/retentativa/2026-11-28`)

    app.clock.set('2026-11-28T14:00:00.000Z')
    await deliver(psp.automatico.settle(txid, 'refused'))
    week = (await state(s.cookie, s.seriesId)).weeks.find((w) => w.starts_at === wednesday(1))
    // A retry on 29/11 would leave no day before the week's pay deadline (30/11 19:00): ordinary payment.
    expect(week).toMatchObject({ state: 'FAILED_FALLBACK' })
    const session = await weekSession(s.seriesId, 1)
    expect(session).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
    const mails = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `pix-automatico:fallback:${chargeIdOf(txid)}`))
    expect(mails).toHaveLength(1)
    // The ordinary checkout still works for that week.
    const checkout = await app.inject({ method: 'GET', url: `/api/session/${session.id}/checkout-url`, headers: { cookie: s.cookie } })
    expect(checkout.statusCode).toBe(200)
  })

  function chargeIdOf(txid: string) {
    const t = txid.toLowerCase()
    return `${t.slice(0, 8)}-${t.slice(8, 12)}-${t.slice(12, 16)}-${t.slice(16, 20)}-${t.slice(20)}`
  }

  it('a week cancelled before its due date has its charge cancelled; one cancelled on the due date is debited and credited to the balance', async () => {
    const s = await activeSeries()
    await runPixAutomatico(deps())
    // Week 1: cancelled in the free window on 24/11, before the charge's first attempt (27/11).
    app.clock.set('2026-11-24T12:00:00.000Z')
    const week1 = await weekSession(s.seriesId, 1)
    const cancelled = await app.inject({ method: 'PATCH', url: `/api/session/${week1.id}/status`, headers: { cookie: s.cookie }, payload: { status: 'CANCELLED' } })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const run = await runPixAutomatico(deps())
    expect(run.cancelled).toBeGreaterThanOrEqual(1)
    await loadCharges()
    let view = await state(s.cookie, s.seriesId)
    expect(view.weeks.find((w) => w.starts_at === wednesday(1))).toMatchObject({ state: 'CANCELLED', reason: 'FREE_CANCELLATION' })

    // Week 2: charge sent on 24/11 (window opens), session cancelled on its due date: the PSP no longer
    // accepts a cancellation, the debit comes and becomes balance.
    view = await state(s.cookie, s.seriesId)
    const week2 = view.weeks.find((w) => w.starts_at === wednesday(2))
    expect(week2).toMatchObject({ state: 'SCHEDULED', debit_date: '2026-12-04' })
    app.clock.set('2026-12-04T11:00:00.000Z')
    const session2 = await weekSession(s.seriesId, 2)
    await app.inject({ method: 'PATCH', url: `/api/session/${session2.id}/status`, headers: { cookie: s.cookie }, payload: { status: 'CANCELLED' } })
    await runPixAutomatico(deps())
    expect((await state(s.cookie, s.seriesId)).weeks.find((w) => w.starts_at === wednesday(2))?.state).toBe('SCHEDULED')
    await deliver(psp.automatico.settle(chargeTxid(view, wednesday(2)), 'paid'))
    view = await state(s.cookie, s.seriesId)
    expect(view.weeks.find((w) => w.starts_at === wednesday(2))).toMatchObject({ state: 'CREDITED', credited_cents: 15500 })
    expect(view.credits).toEqual([expect.objectContaining({ reason: 'PIX_AUTOMATICO_CREDIT', amount_cents: 15500, week_starts_at: wednesday(2), session_id: session2.id })])
    const balance = await app.inject({ method: 'GET', url: '/api/user/me/balance', headers: { cookie: s.cookie } })
    expect(balance.json()).toMatchObject({ balance_cents: 15500, entries: [expect.objectContaining({ reason: 'PIX_AUTOMATICO_CREDIT', session_id: session2.id })] })
  })

  it('the patient cancelling the authorization in the bank app pauses the series, tells both sides, cancels the scheduled charge, and the next week asks for an ordinary payment', async () => {
    const s = await activeSeries()
    await runPixAutomatico(deps())
    await deliver(psp.automatico.cancelByPayer(s.idRec))
    const view = await state(s.cookie, s.seriesId)
    expect(view).toMatchObject({ status: 'CANCELLED', cancelled_by: 'PATIENT_BANK', series_status: 'PAUSED', actions: { opt_in: false } })
    expect(view.weeks.find((w) => w.starts_at === wednesday(1))).toMatchObject({ state: 'CANCELLED', reason: 'AUTHORIZATION_NOT_ACTIVE' })
    const [series] = await app.database.db.select().from(sessionSeries).where(eq(sessionSeries.id, s.seriesId))
    expect(series?.status).toBe('PAUSED')
    const mails = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `pix-automatico:bank-cancelled:${s.idRec}:patient`))
    expect(mails).toHaveLength(1)
    expect(await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `pix-automatico:bank-cancelled:${s.idRec}:professional`))).toHaveLength(1)
    // Replayed: nothing more.
    await deliver([psp.automatico.hookOfRec(s.idRec)])
    expect(await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `pix-automatico:bank-cancelled:${s.idRec}:patient`))).toHaveLength(1)
    app.clock.set('2026-11-25T12:00:00.000Z')
    expect((await runPixAutomatico(deps())).scheduled).toBe(0)
    expect((await weekSession(s.seriesId, 1)).payment).toBe('WAITING')
  })

  it('the patient stops it here: the recurrence is cancelled at the PSP and the series goes on', async () => {
    const s = await activeSeries()
    await runPixAutomatico(deps())
    const stopped = await app.inject({ method: 'POST', url: `/api/session-series/${s.seriesId}/pix-automatico/stop`, headers: { cookie: s.cookie } })
    expect(stopped.statusCode, stopped.body).toBe(200)
    expect(stopped.json()).toMatchObject({ status: 'CANCELLED', cancelled_by: 'PATIENT', series_status: 'ACTIVE', actions: { opt_in: true, stop: false } })
    expect(psp.automatico.recs.get(s.idRec)?.status).toBe('CANCELADA')
    const again = await app.inject({ method: 'POST', url: `/api/session-series/${s.seriesId}/pix-automatico/stop`, headers: { cookie: s.cookie } })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({ code: 'PIX_AUTOMATICO_NOT_ACTIVE', message: expect.stringContaining('Pix Automático') })
  })

  it('a series that ends takes its authorization with it: the recurrence is cancelled at the PSP', async () => {
    const s = await activeSeries()
    const ended = await app.inject({ method: 'POST', url: `/api/session-series/${s.seriesId}/end`, headers: { cookie: s.cookie } })
    expect(ended.statusCode, ended.body).toBe(200)
    await runPixAutomatico(deps())
    expect(await state(s.cookie, s.seriesId)).toMatchObject({ status: 'CANCELLED', cancelled_by: 'SERIES_ENDED' })
    expect(psp.automatico.recs.get(s.idRec)?.status).toBe('CANCELADA')
  })

  it('answers bad input and wrong callers with 4xx and a Portuguese message', async () => {
    const s = await newSeries()
    const badId = await app.inject({ method: 'GET', url: '/api/session-series/not-a-uuid/pix-automatico', headers: { cookie: s.cookie } })
    expect(badId.statusCode).toBeGreaterThanOrEqual(400)
    expect(badId.statusCode).toBeLessThan(500)
    const badBody = await app.inject({ method: 'POST', url: `/api/session-series/${s.seriesId}/pix-automatico`, headers: { cookie: s.cookie }, payload: { cap_cents: 1 } })
    expect(badBody.statusCode).toBe(400)
    expect(badBody.json()).toMatchObject({ message: expect.any(String) })
    const professionalCookie = await logInAs(app, 'professional', s.professional.email)
    const byProfessional = await app.inject({ method: 'POST', url: `/api/session-series/${s.seriesId}/pix-automatico`, headers: { cookie: professionalCookie }, payload: {} })
    expect(byProfessional.statusCode).toBe(403)
    await optIn(s.cookie, s.seriesId)
    const twice = await app.inject({ method: 'POST', url: `/api/session-series/${s.seriesId}/pix-automatico`, headers: { cookie: s.cookie }, payload: {} })
    expect(twice.statusCode).toBe(422)
    expect(twice.json()).toMatchObject({ code: 'PIX_AUTOMATICO_ALREADY_ACTIVE', message: expect.stringContaining('Pix Automático') })
    const missing = await app.inject({ method: 'GET', url: '/api/session-series/00000000-0000-4000-8000-000000000000/pix-automatico', headers: { cookie: s.cookie } })
    expect(missing.statusCode).toBe(404)
    const wrongSecret = await app.inject({ method: 'POST', url: `/api/webhooks/pix/${'x'.repeat(40)}/rec`, payload: { recs: [] } })
    expect(wrongSecret.statusCode).toBe(401)
    const junk = await app.inject({ method: 'POST', url: `/api/webhooks/pix/${SECRET}/cobr`, payload: { cobsr: 'nada' } })
    expect(junk.statusCode).toBe(200)
    const adminList = await app.inject({ method: 'GET', url: '/api/pix-automatico?status=NADA', headers: { cookie: s.cookie } })
    expect(adminList.statusCode).toBeGreaterThanOrEqual(400)
    expect(adminList.statusCode).toBeLessThan(500)
    // Test support is not served outside browser journeys.
    const support = await app.inject({ method: 'POST', url: '/api/test-support/pix-automatico/run-jobs' })
    expect(support.statusCode).toBe(404)
  })

  it('a patient without a CPF is asked for it before any charge is made', async () => {
    app.clock.set(NOW)
    const professional = await createBookableProfessional(app)
    const { cookie, patient } = await createPayingPatient(app, { cpf: null })
    await acceptTelehealthConsent(app, cookie, professional.id)
    const created = await app.inject({ method: 'POST', url: '/api/session-series', headers: { cookie }, payload: { professional_id: professional.id, selected_date: wednesday(0), is_online: true, weeks: 4 } })
    const seriesId = (created.json() as { series: { id: string } }).series.id
    const answer = await app.inject({ method: 'POST', url: `/api/session-series/${seriesId}/pix-automatico`, headers: { cookie }, payload: {} })
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ code: 'PIX_AUTOMATICO_CPF_REQUIRED', message: expect.stringContaining('CPF') })
    expect(await app.database.db.select().from(payments).where(eq(payments.sessionId, (await weekSession(seriesId, 0)).id))).toEqual([])
    expect(patient.cpf).toBeNull()
  })
})
