import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema/payments'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'

// The only place the export touches the ORM: sessions of a period (a range read of the
// (selected_date, id) index), then their payments and refunds keyed by session.

export function listSessionsBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      id: sessions.id,
      selectedDate: sessions.selectedDate,
      type: sessions.type,
      status: sessions.status,
      payment: sessions.payment,
      isOnline: sessions.isOnline,
      serviceValueCents: sessions.serviceValueCents,
      operatingCostCents: sessions.operatingCostCents,
      priceCents: sessions.priceCents,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      patientEmail: patients.email,
      patientDeleted: sql<boolean>`(${patients.deletedAt} is not null)`,
      professionalFirstName: professionals.firstName,
      professionalLastName: professionals.lastName,
      professionalRegistration: professionals.crmOrCrp,
      professionalState: professionals.documentState,
    })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .where(and(gte(sessions.selectedDate, from), lt(sessions.selectedDate, to)))
    .orderBy(asc(sessions.selectedDate), asc(sessions.id))
}

export type ExportSessionRow = Awaited<ReturnType<typeof listSessionsBetween>>[number]

/** The paid attempts of these sessions (a session may have been paid twice, e.g. late). */
export function listPaidPayments(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([])
  return db
    .select({
      sessionId: payments.sessionId,
      amountCents: payments.amountCents,
      balanceUsedCents: payments.balanceUsedCents,
      method: payments.method,
      provider: payments.provider,
      paidAt: payments.paidAt,
      receiptNumber: payments.receiptNumber,
    })
    .from(payments)
    .where(and(inArray(payments.sessionId, sessionIds), eq(payments.status, 'DONE')))
    .orderBy(asc(payments.paidAt))
}
