import { inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availabilitySlots } from '../src/db/schema/calendar'
import { payments } from '../src/db/schema/payments'
import { sessions } from '../src/db/schema/sessions'
import { taxReceipts } from '../src/db/schema/tax-receipts'
import { txidOf } from '../src/integrations/pix/pix-provider'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { createAdmin, createPatient, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { acceptTelehealthConsent } from './helpers/booking'
import { pixSettingsOf, startFakePixPsp, type FakePsp } from './helpers/fake-pix-psp'
import { ledgerOf, requestCheckout } from './helpers/payments'

// Pix through the API Pix, reconciled to the centavo over a simulated quarter. Random sequences of what a
// patient, a professional, an admin, the payer's bank and the clock do — weekly bookings across thirteen
// weeks, Pix charges, payments whose webhook arrives at once, late or never until the end, replayed
// webhooks, cancellations in and out of the free window, holds expiring, an admin's 'Reembolsado' (a
// devolução) — through the real API and a fake PSP validated by the Central Bank's document. Then:
// - the bank and the books agree: our Pix payments marked paid are exactly the charges the bank
//   concluded, each for the bank's amount;
// - what the bank kept (Pix received − devoluções) = what the sessions still hold (the price of each paid,
//   unrefunded session) + the patient's balance + the balance part of sessions an admin marked refunded
//   (returned outside the platform, decision 077), to the centavo;
// - nothing is returned twice: no devolução for money that already came back as balance;
// - every Pix payment has one Receita Saúde entry, dated at the instant the bank settled the Pix.
// The seed is fixed, so CI runs the same sequences every time.

const NOW = '2026-11-23T12:00:00.000Z'
const CHAVE = 'pagamentos@acolhe.example'
const WEBHOOK_SECRET = 'r'.repeat(40)
const DAY = 24 * 60 * 60_000
/** Brasília `hour` on Wednesday 2026-11-25 plus `week` weeks, as a UTC instant. */
const weekly = (week: number, hour: number) => new Date(Date.UTC(2026, 10, 25, hour + 3) + week * 7 * DAY).toISOString()

const pick = fc.nat({ max: 9 })
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), week: fc.nat({ max: 12 }), hour: fc.integer({ min: 13, max: 19 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('checkout' as const), session: pick }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay' as const), payment: pick, webhook: fc.constantFrom('now' as const, 'later' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deliver' as const), payment: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), session: pick, by: fc.constantFrom('patient' as const, 'professional' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), session: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('time' as const), by: fc.constantFrom('hold' as const, 'week' as const) }) },
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

describe('API Pix reconciliation over a simulated quarter', () => {
  let app: TestApp
  let psp: FakePsp
  let admin = ''
  let run = 0

  beforeAll(async () => {
    let clockNow = () => new Date(NOW)
    psp = await startFakePixPsp({ chave: CHAVE, now: () => clockNow() })
    app = await createTestApp({
      now: NOW,
      config: {
        paymentProvider: 'pix',
        publicUrl: 'https://acolhe.example',
        pix: pixSettingsOf(psp, CHAVE, WEBHOOK_SECRET),
      },
    })
    clockNow = () => app.clock.now()
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000, minValueCents: 8000, maxValueCents: 30000 })
    await createAdmin(db, { email: 'admin.pix@exemplo.com' })
    admin = await logInAs(app, 'admin', 'admin.pix@exemplo.com')
  })
  afterAll(async () => {
    await app?.close()
    await psp?.close()
    expect(psp.violations).toEqual([])
  })

  function deliver(hook: { url: string; body: unknown }) {
    return app.inject({ method: 'POST', url: hook.url.replace('https://acolhe.example', ''), payload: hook.body as Record<string, unknown> })
  }

  async function play(steps: Step[]) {
    app.clock.set(NOW)
    run += 1
    const db = app.database.db
    const email = `prof.pix.${run}@exemplo.com`
    // R$ 157,35: an amount whose centavos would show any rounding on the way to "157.35" and back.
    const professional = await createProfessional(db, { email, serviceModality: 'FULL_REMOTE', ownValueCents: 15735 })
    await db.insert(availabilitySlots).values([0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ professionalId: professional.id, weekDay, startTime: '1200', endTime: '2200', socialRate: false })))
    const professionalCookie = await logInAs(app, 'professional', email)
    const patient = await createPatient(db, { isComplete: true })
    const cookie = await logInAs(app, 'patient', patient.email)
    await acceptTelehealthConsent(app, cookie, professional.id)
    const cookies = { patient: cookie, professional: professionalCookie }
    const sessionIds: string[] = []
    const paymentIds: string[] = []
    const hooks = new Map<string, { url: string; body: unknown }>()
    const of = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length])

    for (const s of steps) {
      if (s.kind === 'book') {
        const booked = await app.inject({
          method: 'POST',
          url: '/api/session',
          headers: { cookie },
          payload: { professional_id: professional.id, selected_date: weekly(s.week, s.hour), is_online: true, type: 'DEFAULT' },
        })
        if (booked.statusCode === 201) sessionIds.push((booked.json() as { id: string }).id)
      } else if (s.kind === 'checkout') {
        const id = of(sessionIds, s.session)
        if (!id) continue
        const answer = await requestCheckout(app, cookie, id)
        const url = answer.statusCode === 200 ? (answer.json() as { url: string | null }).url : null
        const paymentId = url && /\/pagamento\/pix\/([0-9a-f-]{36})$/.exec(url)?.[1]
        if (paymentId && !paymentIds.includes(paymentId)) paymentIds.push(paymentId)
      } else if (s.kind === 'pay') {
        // The payer's bank settles the charge (once: a concluded charge takes no second Pix).
        const id = of(paymentIds, s.payment)
        if (!id || psp.cobs.get(txidOf(id))?.status !== 'ATIVA') continue
        const hook = await psp.pay(txidOf(id))
        hooks.set(id, hook)
        if (s.webhook === 'now') await deliver(hook)
      } else if (s.kind === 'deliver') {
        // The PSP's retry: a late first delivery or a replay.
        const id = of(paymentIds, s.payment)
        const hook = id ? hooks.get(id) : undefined
        if (hook) await deliver(hook)
      } else if (s.kind === 'cancel') {
        const id = of(sessionIds, s.session)
        if (id) await app.inject({ method: 'PATCH', url: `/api/session/${id}/status`, headers: { cookie: cookies[s.by] }, payload: { status: 'CANCELLED' } })
      } else if (s.kind === 'refund') {
        const id = of(sessionIds, s.session)
        if (id) await app.inject({ method: 'PATCH', url: `/api/session/${id}/payment`, headers: { cookie: admin }, payload: { payment: 'REFUNDED' } })
      } else {
        app.clock.advance(s.by === 'hold' ? 31 * 60_000 : 7 * DAY)
        await releaseExpiredUnpaid(app.deps)
      }
    }
    // The quarter ends: every webhook the PSP still owed arrives (a PSP retries until answered).
    for (const hook of hooks.values()) await deliver(hook)
    return { patientId: patient.id, sessionIds, paymentIds }
  }

  async function reconcile(patientId: string, sessionIds: string[], paymentIds: string[]) {
    const db = app.database.db
    const entries = await ledgerOf(app, patientId)
    const ours = paymentIds.length === 0 ? [] : await db.select().from(payments).where(inArray(payments.id, paymentIds))
    const rows = sessionIds.length === 0 ? [] : await db.select().from(sessions).where(inArray(sessions.id, sessionIds))
    const receipts = paymentIds.length === 0 ? [] : await db.select().from(taxReceipts).where(inArray(taxReceipts.paymentId, paymentIds))
    const cents = (valor: string) => Math.round(Number(valor) * 100)

    let bankIn = 0
    let bankOut = 0
    for (const payment of ours) {
      const cob = psp.cobs.get(txidOf(payment.id))
      const pix = cob?.pix[0]
      // The bank and the books agree, payment by payment.
      expect(payment.status === 'DONE' || payment.status === 'REFUNDED', `payment ${payment.id} paid at the bank`).toBe(cob?.status === 'CONCLUIDA')
      if (!pix) continue
      expect(payment.amountCents).toBe(cents(pix.valor))
      expect(payment.providerPaymentId).toBe(pix.endToEndId)
      bankIn += cents(pix.valor)
      bankOut += pix.devolucoes.filter((d) => d.status !== 'NAO_REALIZADO').reduce((sum, d) => sum + cents(d.valor), 0)
      // One Receita Saúde entry, dated when the bank settled the Pix — none for a Pix that arrived after
      // its session was gone and became balance (no consultation was paid with it).
      const own = receipts.filter((r) => r.paymentId === payment.id)
      const creditedLate = entries.some((e) => e.paymentId === payment.id && e.reason === 'LATE_PAYMENT')
      expect(own, `receipt of ${payment.id}`).toHaveLength(creditedLate ? 0 : 1)
      if (!creditedLate) expect(own[0]?.paidAt.toISOString()).toBe(new Date(pix.horario).toISOString())
    }

    const balance = entries.reduce((sum, e) => sum + e.amountCents, 0)
    let held = 0
    let returnedOutside = 0
    for (const row of rows) {
      const own = entries.filter((e) => e.sessionId === row.id)
      const refunded = own.some((e) => e.reason.endsWith('_REFUND'))
      if (row.payment === 'DONE' && !refunded) held += row.priceCents
      // 'Reembolsado' by an admin: the Pix part went back as a devolução; the balance the session had spent
      // (its checkout debits net of releases) is money returned outside the platform.
      const spent = -own.filter((e) => e.reason === 'CHECKOUT_DEBIT' || e.reason === 'CHECKOUT_RELEASE').reduce((sum, e) => sum + e.amountCents, 0)
      if (row.payment === 'REFUNDED' && !refunded) returnedOutside += spent
      // Nothing came back twice: a devolução only for money no balance credit returned.
      const devolved = ours.filter((p) => p.sessionId === row.id).some((p) => (psp.cobs.get(txidOf(p.id))?.pix[0]?.devolucoes.length ?? 0) > 0)
      if (devolved) expect(own.some((e) => e.amountCents > 0 && e.reason !== 'CHECKOUT_RELEASE'), `session ${row.id} refunded twice`).toBe(false)
    }
    expect(balance).toBeGreaterThanOrEqual(0)
    const story = JSON.stringify({
      sessions: rows.map((r) => [r.id.slice(0, 6), r.status, r.payment, r.priceCents]),
      payments: ours.map((p) => [p.sessionId.slice(0, 6), p.status, p.amountCents, p.balanceUsedCents, psp.cobs.get(txidOf(p.id))?.status]),
      entries: entries.map((e) => [e.sessionId?.slice(0, 6), e.reason, e.amountCents]),
    })
    expect(bankIn - bankOut, story).toBe(held + balance + returnedOutside)
    return { bankIn, bankOut, held, balance }
  }

  it('what the bank kept equals what sessions hold plus the balance, to the centavo', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 22 }), async (steps) => {
        const { patientId, sessionIds, paymentIds } = await play(steps)
        await reconcile(patientId, sessionIds, paymentIds)
      }),
      { numRuns: 25, seed: 20261128, endOnFailure: true },
    )
    // A bound, not a speed claim: 25 sequences of requests took 9–44 s on a loaded two-core machine (the suite's 30 s cut it off).
  }, 120_000)

  it('the sequences reach what they are meant to exercise: Pix kept, credited as balance, and sent back', async () => {
    let kept = 0
    let credited = 0
    let devolved = 0
    const samples = fc.sample(fc.array(step, { minLength: 16, maxLength: 22 }), { numRuns: 10, seed: 20261128 })
    for (const steps of samples) {
      const { patientId, sessionIds, paymentIds } = await play(steps)
      const totals = await reconcile(patientId, sessionIds, paymentIds)
      kept += totals.held
      credited += totals.balance
      devolved += totals.bankOut
    }
    expect(kept).toBeGreaterThan(0)
    expect(credited).toBeGreaterThan(0)
    expect(devolved).toBeGreaterThan(0)
  })
})
