import { and, eq, gte, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/sessions'

/**
 * The professional's paid consultations still held from `from` on, with their money: not cancelled, and
 * not missed by the professional (that money went back to the patient). A patient's absence still counts
 * (docs/decisions/038-no-shows.md).
 */
export function listPaidSessionsSince(db: Db, professionalId: string, from: Date) {
  return db
    .select({
      selectedDate: sessions.selectedDate,
      priceCents: sessions.priceCents,
      operatingCostCents: sessions.operatingCostCents,
      serviceValueCents: sessions.serviceValueCents,
    })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), eq(sessions.payment, 'DONE'), notInArray(sessions.status, ['CANCELLED', 'PROFESSIONAL_NO_SHOW']), gte(sessions.selectedDate, from)))
}
