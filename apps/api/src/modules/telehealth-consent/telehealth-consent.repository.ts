import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { telehealthConsents } from '../../db/schema/consents'
import { professionals } from '../../db/schema/people'

export type ConsentPair = { userId: string; professionalId: string }

/** When the patient accepted this version for this professional, or null. */
export async function acceptedAt(db: Db, pair: ConsentPair, version: string): Promise<Date | null> {
  const [row] = await db
    .select({ acceptedAt: telehealthConsents.acceptedAt })
    .from(telehealthConsents)
    .where(and(eq(telehealthConsents.userId, pair.userId), eq(telehealthConsents.professionalId, pair.professionalId), eq(telehealthConsents.version, version)))
  return row?.acceptedAt ?? null
}

/** The patient's latest acceptance for this professional, whatever its version. */
export async function latestConsent(db: Db, pair: ConsentPair) {
  const [row] = await db
    .select({ version: telehealthConsents.version, acceptedAt: telehealthConsents.acceptedAt })
    .from(telehealthConsents)
    .where(and(eq(telehealthConsents.userId, pair.userId), eq(telehealthConsents.professionalId, pair.professionalId)))
    .orderBy(desc(telehealthConsents.acceptedAt))
    .limit(1)
  return row ?? null
}

/** The first acceptance of a version is the one kept; accepting it again changes nothing. */
export async function recordConsent(db: Db, pair: ConsentPair, version: string, at: Date): Promise<void> {
  await db.insert(telehealthConsents).values({ ...pair, version, acceptedAt: at }).onConflictDoNothing()
}

export async function professionalExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, id))
  return Boolean(row)
}
