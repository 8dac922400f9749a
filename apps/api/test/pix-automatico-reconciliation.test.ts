import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceEntries, payments } from '../src/db/schema/payments'
import { pixAutomaticoCharges } from '../src/db/schema/pix-automatico'
import { sessions } from '../src/db/schema/sessions'
import { taxReceipts } from '../src/db/schema/tax-receipts'
import { txidOf } from '../src/integrations/pix/pix-provider'
import { pixAutomaticoDepsOf } from '../src/modules/pix-automatico/pix-automatico-deps'
import { runPixAutomatico } from '../src/modules/pix-automatico/pix-automatico-job'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { extendSeries } from '../src/modules/series/series.service'
import { createAdmin } from '../src/seed/factories'
import type { TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { acceptTelehealthConsent, createBookableProfessional } from './helpers/booking'
import type { Hook } from './helpers/fake-pix-automatico'
import type { FakePsp } from './helpers/fake-pix-psp'
import { createPayingPatient } from './helpers/payments'
import { startPixAutomaticoApp, type PixAutomaticoApp } from './helpers/pix-automatico-app'

// Money stays exact over a simulated quarter of Pix Automático (decision 102): three weekly series, a
// seeded random week by week — cancellations in and out of the free window, the professional cancelling
// (away), an admin pausing and the patient resuming, refused debits retried then fallen back (paid the
// ordinary way or released), replayed webhooks, one authorization cancelled in the bank mid-way. At the
// end, what the PSP debited equals the cost of the sessions those debits paid for plus what went back to
// the balance, to the centavo, and each debited week's Receita Saúde entry is dated at its debit.

const START = '2026-11-23T12:00:00.000Z' // Monday
const SECRET = 'q'.repeat(40)
const DAY = 86_400_000
const DAYS = 91

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('Pix Automático reconciliation over a simulated quarter', () => {
  let app: TestApp
  let psp: FakePsp
  const random = seeded(20261128)

  let pixAutomatico: PixAutomaticoApp
  let deliver: PixAutomaticoApp['deliver']

  beforeAll(async () => {
    pixAutomatico = await startPixAutomaticoApp({ now: START, webhookSecret: SECRET })
    ;({ app, psp, deliver } = pixAutomatico)
  }, 120_000)
  afterAll(async () => {
    await pixAutomatico?.close()
  })


  it('debited == cost of the sessions the debits paid + credited to the balance, to the centavo', { timeout: 900_000 }, async () => {
    const db = app.database.db
    const deps = pixAutomaticoDepsOf(app)
    const schedulingDeps = { db, clock: app.clock, config: app.deps.config }
    const admin = await createAdmin(db)
    const adminCookie = await logInAs(app, 'admin', admin.email)
    const hours = [22, 23, 21] // 19:00, 20:00, 18:00 in Brasília, Wednesdays
    const people: { seriesId: string; cookie: string; professionalCookie: string; patientId: string; idRec: string }[] = []
    for (const hour of hours) {
      const professional = await createBookableProfessional(app)
      const { patient, cookie } = await createPayingPatient(app)
      await acceptTelehealthConsent(app, cookie, professional.id)
      const created = await app.inject({
        method: 'POST',
        url: '/api/session-series',
        headers: { cookie },
        payload: { professional_id: professional.id, selected_date: new Date(Date.UTC(2026, 10, 25, hour)).toISOString(), is_online: true, weeks: null },
      })
      expect(created.statusCode, created.body).toBe(201)
      const seriesId = (created.json() as { series: { id: string } }).series.id
      const optIn = await app.inject({ method: 'POST', url: `/api/session-series/${seriesId}/pix-automatico`, headers: { cookie }, payload: {} })
      expect(optIn.statusCode, optIn.body).toBe(201)
      const rec = [...psp.automatico.recs.values()].find((r) => (r.body.vinculo as { contrato: string }).contrato === seriesId.replace(/-/g, ''))
      if (!rec) throw new Error('no rec')
      await deliver(await psp.automatico.approve(rec.idRec))
      people.push({ seriesId, cookie, professionalCookie: await logInAs(app, 'professional', professional.email), patientId: patient.id, idRec: rec.idRec })
    }
    const sent: Hook[] = []
    let pausedUntil = -1

    for (let day = 0; day < DAYS; day += 1) {
      const now = new Date(Date.parse(START) + day * DAY + 2 * 3_600_000) // 11:00 in Brasília
      app.clock.set(now.toISOString())
      await extendSeries(schedulingDeps)
      await releaseExpiredUnpaid(schedulingDeps)
      await runPixAutomatico(deps)
      const today = new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10)

      // The PSP settles today's attempts: mostly paid, sometimes refused.
      for (const cobr of psp.automatico.cobrs.values()) {
        const attempt = cobr.attempts.find((a) => a.status === 'AGENDADA')
        if (cobr.status !== 'ATIVA' || !attempt || attempt.dataLiquidacao !== today) continue
        const hooks = psp.automatico.settle(cobr.txid, random() < 0.65 ? 'paid' : 'refused')
        sent.push(...hooks)
        await deliver(hooks)
      }
      // Replayed notifications.
      if (sent.length > 0 && random() < 0.3) await deliver([sent[Math.floor(random() * sent.length)] as Hook])

      for (const person of people) {
        const ahead = await db
          .select()
          .from(sessions)
          .where(eq(sessions.seriesId, person.seriesId))
          .then((rows) => rows.filter((r) => r.status !== 'CANCELLED' && r.selectedDate > now && r.selectedDate.getTime() - now.getTime() < 12 * DAY))
        const roll = random()
        const target = ahead[Math.floor(random() * ahead.length)]
        if (target && roll < 0.05) {
          // The patient cancels (in or out of the free window, whatever the day falls).
          await app.inject({ method: 'PATCH', url: `/api/session/${target.id}/status`, headers: { cookie: person.cookie }, payload: { status: 'CANCELLED' } })
        } else if (target && roll < 0.08) {
          // The professional is away that week.
          await app.inject({ method: 'PATCH', url: `/api/session/${target.id}/status`, headers: { cookie: person.professionalCookie }, payload: { status: 'CANCELLED' } })
        }
        // Fallen-back weeks: paid the ordinary way half of the time, else left to be released.
        for (const week of ahead) {
          if (week.status !== 'CREATED' || week.payment === 'DONE') continue
          const [charge] = await db.select().from(pixAutomaticoCharges).where(eq(pixAutomaticoCharges.sessionId, week.id))
          if (charge?.state !== 'FAILED_FALLBACK' || random() < 0.5) continue
          const checkout = await app.inject({ method: 'GET', url: `/api/session/${week.id}/checkout-url`, headers: { cookie: person.cookie } })
          if (checkout.statusCode !== 200) continue
          const [open] = await db.select().from(payments).where(eq(payments.sessionId, week.id)).then((rows) => rows.filter((p) => p.provider === 'pix' && p.status === 'WAITING'))
          if (open) await deliver([await psp.pay(txidOf(open.id))])
        }
      }
      // An admin pauses the second series for two weeks; the patient resumes it.
      const second = people[1]
      if (second && day === 20) {
        await app.inject({ method: 'PATCH', url: `/api/session-series/${second.seriesId}/status`, headers: { cookie: adminCookie }, payload: { status: 'PAUSED' } })
        pausedUntil = day + 14
      }
      if (second && day === pausedUntil) await app.inject({ method: 'PATCH', url: `/api/session-series/${second.seriesId}/status`, headers: { cookie: second.cookie }, payload: { status: 'ACTIVE' } })
      // The third patient cancels the authorization in the bank app mid-way.
      const third = people[2]
      if (third && day === 45) await deliver(psp.automatico.cancelByPayer(third.idRec))
    }

    // What the PSP debited by Pix Automático, from its own records.
    const debits = [...psp.automatico.cobrs.values()].flatMap((c) => c.pix)
    const debitedCents = debits.reduce((sum, p) => sum + Math.round(Number(p.valor) * 100), 0)
    expect(debits.length, 'debits').toBeGreaterThan(10)

    // Our side: each debit settled one 'pix-automatico' payment; what those payments paid for, and what came back.
    const paid = await db.select().from(payments).where(eq(payments.provider, 'pix-automatico')).then((rows) => rows.filter((p) => p.status === 'DONE'))
    expect(paid.reduce((sum, p) => sum + p.amountCents, 0)).toBe(debitedCents)
    const sessionIds = paid.map((p) => p.sessionId)
    const entries = await db.select().from(balanceEntries).where(inArray(balanceEntries.sessionId, sessionIds))
    const lateCredits = entries.filter((e) => e.reason === 'PIX_AUTOMATICO_CREDIT')
    const lateCreditedPayments = new Set(lateCredits.map((e) => e.paymentId))
    const confirming = paid.filter((p) => !lateCreditedPayments.has(p.id))
    const refunds = entries.filter((e) => e.reason.endsWith('_REFUND') && confirming.some((p) => p.sessionId === e.sessionId))
    const weeks = await db.select().from(sessions).where(inArray(sessions.id, sessionIds))
    const refunded = new Set(refunds.map((e) => e.sessionId))
    const heldCents = confirming.filter((p) => !refunded.has(p.sessionId)).reduce((sum, p) => sum + (weeks.find((w) => w.id === p.sessionId)?.priceCents ?? 0), 0)
    const creditedCents = [...lateCredits, ...refunds].reduce((sum, e) => sum + e.amountCents, 0)
    expect(debitedCents).toBe(heldCents + creditedCents)
    // The simulation did exercise what it claims to.
    expect(refunds.length, 'refunds of debited weeks').toBeGreaterThan(0)
    expect(await db.select().from(pixAutomaticoCharges).then((rows) => rows.filter((r) => r.state === 'FAILED_FALLBACK').length), 'fallbacks').toBeGreaterThan(0)

    // Each week the debits paid for has its Receita Saúde entry dated at its debit.
    const receipts = await db.select().from(taxReceipts).where(inArray(taxReceipts.sessionId, confirming.map((p) => p.sessionId)))
    for (const payment of confirming) {
      const debit = debits.find((d) => d.endToEndId === payment.providerPaymentId)
      expect(receipts.find((r) => r.sessionId === payment.sessionId)?.paidAt.toISOString()).toBe(debit?.horario)
    }
    // No balance went negative, no session paid twice without the second payment coming back.
    for (const person of people) {
      const ledger = await db.select().from(balanceEntries).where(eq(balanceEntries.userId, person.patientId))
      expect(ledger.reduce((sum, e) => sum + e.amountCents, 0)).toBeGreaterThanOrEqual(0)
    }
    expect(psp.violations).toEqual([])
  })
})
