import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceEntries, payments } from '../src/db/schema/payments'
import { sessions } from '../src/db/schema/sessions'
import { taxReceipts } from '../src/db/schema/tax-receipts'
import { backfillTaxReceipts } from '../src/modules/tax-receipts/tax-receipts.service'
import { cnpjFrom } from '../src/seed/documents'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { createUnpaidSession } from './helpers/payments'

// Payments made before the Receita Saúde entries existed (decision 076): rows as an older release left
// them (a DONE payment, no entry), backfilled at start as the payment would have written them.
const NOW = '2026-11-23T12:00:00.000Z'

describe('start-up backfill of Receita Saúde entries', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  /** A consultation paid the way an older release recorded it: session confirmed, payment DONE, no entry. */
  async function paidBeforeReceipts(options: { professional?: NonNullable<Parameters<typeof createUnpaidSession>[2]>['professional'] } = {}) {
    const db = app.database.db
    const patient = await createPatient(db)
    const { session } = await createUnpaidSession(app, patient.id, { professional: options.professional })
    const [payment] = await db.insert(payments).values({ sessionId: session.id, provider: 'local', status: 'DONE', amountCents: session.priceCents, paidAt: new Date('2026-11-20T15:00:00.000Z') }).returning()
    await db.update(sessions).set({ status: 'CONFIRMED', payment: 'DONE' }).where(eq(sessions.id, session.id))
    return { session, payment: payment ?? { id: '' }, patient }
  }
  const entriesOf = (paymentId: string) => app.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, paymentId))

  it('writes a pending entry per paid consultation, a not-needed one when it was refunded, none for a late payment or a CNPJ; once', async () => {
    const db = app.database.db
    const paid = await paidBeforeReceipts()
    const refunded = await paidBeforeReceipts()
    await db.update(sessions).set({ status: 'CANCELLED' }).where(eq(sessions.id, refunded.session.id))
    await db.insert(balanceEntries).values({ userId: refunded.patient.id, amountCents: refunded.session.priceCents, reason: 'CANCELLATION_REFUND', sessionId: refunded.session.id })
    const late = await paidBeforeReceipts()
    await db.insert(balanceEntries).values({ userId: late.patient.id, amountCents: late.session.priceCents, reason: 'LATE_PAYMENT', sessionId: late.session.id, paymentId: late.payment.id })
    const company = await paidBeforeReceipts({ professional: { cpfOrCnpj: cnpjFrom(4242) } })

    expect(await backfillTaxReceipts(db, new Date(NOW))).toBe(2)
    const [pending] = await entriesOf(paid.payment.id)
    expect(pending).toMatchObject({ status: 'PENDING', sessionId: paid.session.id, amountCents: paid.session.serviceValueCents, paidAt: new Date('2026-11-20T15:00:00.000Z') })
    expect(pending?.description).toMatch(/^Consulta de psicologia em \d{2}\/\d{2}\/\d{4}$/)
    expect((await entriesOf(refunded.payment.id)).map((entry) => entry.status)).toEqual(['NOT_NEEDED'])
    expect(await entriesOf(late.payment.id)).toEqual([])
    expect(await entriesOf(company.payment.id)).toEqual([])
    // Every later start finds nothing to do.
    expect(await backfillTaxReceipts(db, new Date(NOW))).toBe(0)
  })
})
