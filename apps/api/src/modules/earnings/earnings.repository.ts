import { and, eq, gte, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/sessions'

/** The professional's paid consultations still held (not cancelled) from `from` on, with their money. */
export function listPaidSessionsSince(db: Db, professionalId: string, from: Date) {
  return db
    .select({
      selectedDate: sessions.selectedDate,
      priceCents: sessions.priceCents,
      operatingCostCents: sessions.operatingCostCents,
      serviceValueCents: sessions.serviceValueCents,
    })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), eq(sessions.payment, 'DONE'), ne(sessions.status, 'CANCELLED'), gte(sessions.selectedDate, from)))
}
