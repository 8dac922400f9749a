import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { patients } from '../../db/schema/people'
import { reminderChannelConsents, whatsappOutbox } from '../../db/schema/reminders'
import { currentRequestId } from '../../lib/request-id'

export type WhatsAppOutboxRow = typeof whatsappOutbox.$inferSelect
export type OutgoingWhatsApp = Pick<typeof whatsappOutbox.$inferInsert, 'patientId' | 'toPhone' | 'templateName' | 'components' | 'body' | 'dedupeKey'>
type Consent = typeof reminderChannelConsents.$inferSelect

/** The patient's phone and WhatsApp consent (undefined consent: never chosen, which means no). */
export async function findPatientChannel(db: Db, patientId: string): Promise<{ phoneNumber: string | null; timeZone: string; deletedAt: Date | null; consent: Consent | undefined } | undefined> {
  const [row] = await db
    .select({ phoneNumber: patients.phoneNumber, timeZone: patients.timeZone, deletedAt: patients.deletedAt, consent: reminderChannelConsents })
    .from(patients)
    .leftJoin(reminderChannelConsents, and(eq(reminderChannelConsents.patientId, patients.id), eq(reminderChannelConsents.channel, 'WHATSAPP')))
    .where(eq(patients.id, patientId))
  return row ? { phoneNumber: row.phoneNumber, timeZone: row.timeZone, deletedAt: row.deletedAt, consent: row.consent ?? undefined } : undefined
}

/** Records an opt-in (with its time) or an opt-out (with its time and where it came from). */
export async function saveConsent(db: Db, patientId: string, enabled: boolean, at: Date, via: 'profile' | 'whatsapp_reply'): Promise<void> {
  const change = enabled ? { enabled, optedInAt: at } : { enabled, optedOutAt: at, optedOutVia: via }
  await db
    .insert(reminderChannelConsents)
    .values({ patientId, channel: 'WHATSAPP', ...change })
    .onConflictDoUpdate({ target: [reminderChannelConsents.patientId, reminderChannelConsents.channel], set: change })
}

/** The patients our messages went to at this number (a reply names only the number it came from). */
export async function patientIdsMessagedAt(db: Db, phone: string): Promise<string[]> {
  const rows = await db.selectDistinct({ patientId: whatsappOutbox.patientId }).from(whatsappOutbox).where(eq(whatsappOutbox.toPhone, phone))
  return rows.map((row) => row.patientId)
}

/** Patients whose WhatsApp consent is on (for opt-outs arriving from a number). */
export async function enabledAmong(db: Db, patientIds: string[]): Promise<string[]> {
  if (patientIds.length === 0) return []
  const rows = await db
    .select({ patientId: reminderChannelConsents.patientId })
    .from(reminderChannelConsents)
    .where(and(inArray(reminderChannelConsents.patientId, patientIds), eq(reminderChannelConsents.channel, 'WHATSAPP'), eq(reminderChannelConsents.enabled, true)))
  return rows.map((row) => row.patientId)
}

/**
 * A deleted account (LGPD): its WhatsApp consent ends and the messages keep no number nor words; one still
 * queued is never sent.
 */
export async function forgetPatientWhatsApp(db: Db, patientId: string, now: Date): Promise<void> {
  await db
    .update(reminderChannelConsents)
    .set({ enabled: false, optedOutAt: now, optedOutVia: 'account_deleted' })
    .where(and(eq(reminderChannelConsents.patientId, patientId), eq(reminderChannelConsents.enabled, true)))
  await db
    .update(whatsappOutbox)
    .set({
      toPhone: '',
      body: '',
      components: [],
      status: sql`case when ${whatsappOutbox.status} = 'PENDING' then 'CANCELLED' else ${whatsappOutbox.status} end`,
      lockedUntil: null,
    })
    .where(eq(whatsappOutbox.patientId, patientId))
}

/** Queues a message in the caller's transaction; a repeated dedupe key queues nothing (false). */
export async function enqueueWhatsApp(db: Db, message: OutgoingWhatsApp): Promise<boolean> {
  const rows = await db.insert(whatsappOutbox).values({ ...message, requestId: currentRequestId() }).onConflictDoNothing().returning({ id: whatsappOutbox.id })
  return rows.length > 0
}

/** Claims one due message for `lockMs` (SKIP LOCKED plus a lease, as the email outbox does). */
export async function claimDueWhatsApp(db: Db, now: Date, lockMs: number): Promise<WhatsAppOutboxRow | undefined> {
  const due = db
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(
      and(
        eq(whatsappOutbox.status, 'PENDING'),
        // Never tried: due at once (its next_attempt_at is the database's clock, not the app's).
        sql`(${whatsappOutbox.attempts} = 0 or ${whatsappOutbox.nextAttemptAt} <= ${now.toISOString()})`,
        sql`(${whatsappOutbox.lockedUntil} is null or ${whatsappOutbox.lockedUntil} < ${now.toISOString()})`,
      ),
    )
    .orderBy(whatsappOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(whatsappOutbox)
    .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${whatsappOutbox.attempts} + 1` })
    .where(inArray(whatsappOutbox.id, due))
    .returning()
  return row
}

export async function finishWhatsApp(
  db: Db,
  id: string,
  change: { status: 'SENT'; sentAt: Date; providerMessageId: string } | { status: 'CANCELLED' | 'FAILED'; lastError: string } | { status: 'PENDING'; nextAttemptAt: Date; lastError: string },
): Promise<void> {
  await db
    .update(whatsappOutbox)
    .set({ ...change, lockedUntil: null })
    .where(eq(whatsappOutbox.id, id))
}
