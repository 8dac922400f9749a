import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { balanceEntries } from '../src/db/schema/payments'
import { createAdmin } from '../src/seed/factories'
import { uniqueViolationOf } from '../src/lib/db-errors'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookedSessionId, createBookableProfessional, setStatus, wednesdayAt } from './helpers/booking'
import { balanceCentsOf, createPayingPatient, decideOnLocalPage, emailsTo, ledgerOf, startLocalCheckout } from './helpers/payments'

// What comes back for a session can never be more than what went in for it, however often an admin
// puts it back and someone cancels it again.

const NOW = '2026-11-23T12:00:00.000Z'
const REFUNDS = ['CANCELLATION_REFUND', 'PROFESSIONAL_CANCELLATION_REFUND', 'ADMIN_CANCELLATION_REFUND']

describe('refunds of one session never exceed what was paid for it', () => {
  let app: TestApp
  let professionalId: string
  let professionalCookie: string
  let adminCookie: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const professional = await createBookableProfessional(app)
    professionalId = professional.id
    professionalCookie = await logInAs(app, 'professional', professional.email)
    const admin = await createAdmin(app.database.db)
    adminCookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  async function refundsOf(patientId: string) {
    return (await ledgerOf(app, patientId)).filter((e) => REFUNDS.includes(e.reason))
  }

  it('refunds R$ 155,00 once when a paid session is cancelled, revived by an admin and cancelled again', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const sessionId = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: wednesdayAt(8) })
    expect((await decideOnLocalPage(app, await startLocalCheckout(app, cookie, sessionId), true)).statusCode).toBe(200)

    expect((await setStatus(app, cookie, sessionId, 'CANCELLED')).statusCode).toBe(200)
    expect(await balanceCentsOf(app, patient.id)).toBe(15500)
    expect((await setStatus(app, adminCookie, sessionId, 'CONFIRMED')).statusCode).toBe(200)
    expect((await setStatus(app, professionalCookie, sessionId, 'CANCELLED')).statusCode).toBe(200)

    expect(await balanceCentsOf(app, patient.id)).toBe(15500)
    expect((await refundsOf(patient.id)).map((e) => [e.reason, e.amountCents])).toEqual([['CANCELLATION_REFUND', 15500]])
    // The second cancellation's email does not promise money back.
    const texts = (await emailsTo(app, patient.email)).map((m) => m.text)
    expect(texts.filter((text) => text.includes('R$ 155,00 voltou'))).toHaveLength(1)
    expect(texts.filter((text) => text.includes(emailTexts.refundAlreadyReturned))).toHaveLength(1)
  })

  it('refunds nothing for a session an admin revived as confirmed that was never paid', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const sessionId = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: wednesdayAt(9) })
    await setStatus(app, cookie, sessionId, 'CANCELLED')
    expect((await setStatus(app, adminCookie, sessionId, 'CONFIRMED')).statusCode).toBe(200)

    expect((await setStatus(app, professionalCookie, sessionId, 'CANCELLED')).statusCode).toBe(200)

    expect(await balanceCentsOf(app, patient.id)).toBe(0)
    expect(await refundsOf(patient.id)).toEqual([])
  })

  it('the database itself refuses a second refund row for one session, of any kind', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const sessionId = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: wednesdayAt(10) })
    const db = app.database.db
    await db.insert(balanceEntries).values({ userId: patient.id, amountCents: 15500, reason: 'CANCELLATION_REFUND', sessionId })

    const second = db.insert(balanceEntries).values({ userId: patient.id, amountCents: 15500, reason: 'ADMIN_CANCELLATION_REFUND', sessionId })

    const error: unknown = await second.then(() => null, (reason: unknown) => reason)
    expect(uniqueViolationOf(error)).toBe('balance_entries_one_refund_per_session')
  })
})
