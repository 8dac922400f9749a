import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
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

/**
 * The latest acceptance of each pair, in one query (a list of sessions asks for many pairs at once).
 * Keyed by `pairKey`; a pair without any acceptance is absent.
 */
export async function latestConsents(db: Db, pairs: ConsentPair[]) {
  const latest = new Map<string, { version: string; acceptedAt: Date }>()
  if (pairs.length === 0) return latest
  const rows = await db
    .select({ userId: telehealthConsents.userId, professionalId: telehealthConsents.professionalId, version: telehealthConsents.version, acceptedAt: telehealthConsents.acceptedAt })
    .from(telehealthConsents)
    .where(and(inArray(telehealthConsents.userId, [...new Set(pairs.map((p) => p.userId))]), inArray(telehealthConsents.professionalId, [...new Set(pairs.map((p) => p.professionalId))])))
  for (const row of rows) {
    const key = pairKey(row)
    const known = latest.get(key)
    if (!known || row.acceptedAt > known.acceptedAt) latest.set(key, { version: row.version, acceptedAt: row.acceptedAt })
  }
  return latest
}

/**
 * The latest acceptance of the pair a row names, as two columns of a statement over that row's table:
 * a list of sessions reads each session's consent in its own page statement, no second round trip
 * (docs/decisions/058-session-lists-prepared-per-shape.md). Both are null when the pair never accepted.
 */
export function latestConsentColumns(userId: AnyColumn, professionalId: AnyColumn) {
  const latest = (column: AnyColumn): SQL =>
    sql`(select ${column} from ${telehealthConsents} where ${telehealthConsents.userId} = ${userId} and ${telehealthConsents.professionalId} = ${professionalId} order by ${desc(telehealthConsents.acceptedAt)} limit 1)`
  return {
    consentVersion: sql<string | null>`${latest(telehealthConsents.version)}`.as('consent_version'),
    consentAcceptedAt: sql<Date | null>`${latest(telehealthConsents.acceptedAt)}`.mapWith(telehealthConsents.acceptedAt).as('consent_accepted_at'),
  }
}

/** The same two columns, always null: the statement of a list that shows no consent keeps one shape of row. */
export function noConsentColumns() {
  return {
    consentVersion: sql<string | null>`null::text`.as('consent_version'),
    consentAcceptedAt: sql<Date | null>`null::timestamptz`.mapWith(telehealthConsents.acceptedAt).as('consent_accepted_at'),
  }
}

export function pairKey(pair: ConsentPair): string {
  return `${pair.userId}:${pair.professionalId}`
}

/** The first acceptance of a version is the one kept; accepting it again changes nothing. */
export async function recordConsent(db: Db, pair: ConsentPair, version: string, at: Date): Promise<void> {
  await db.insert(telehealthConsents).values({ ...pair, version, acceptedAt: at }).onConflictDoNothing()
}

export async function professionalExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, id))
  return Boolean(row)
}
