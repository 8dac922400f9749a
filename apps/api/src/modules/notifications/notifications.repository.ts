import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clinicAddresses, clinics } from '../../db/schema/clinics'
import { scheduledJobs } from '../../db/schema/operations'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'

export type NotificationSession = NonNullable<Awaited<ReturnType<typeof findNotificationSession>>>
export type ScheduledJobRow = typeof scheduledJobs.$inferSelect

/** A session with the people and place its emails mention. */
export async function findNotificationSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      session: sessions,
      patient: {
        email: patients.email,
        firstName: patients.firstName,
        lastName: patients.lastName,
        remindersEnabled: patients.remindersEnabled,
        timeZone: patients.timeZone,
        deletedAt: patients.deletedAt,
      },
      professional: {
        email: professionals.email,
        firstName: professionals.firstName,
        lastName: professionals.lastName,
        professionalType: professionals.professionalType,
      },
      clinic: { name: clinics.name },
      address: clinicAddresses,
    })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .leftJoin(clinics, eq(clinics.id, professionals.clinicId))
    .leftJoin(clinicAddresses, eq(clinicAddresses.clinicId, professionals.clinicId))
    .where(eq(sessions.id, sessionId))
  return row
}

export async function insertJobs(db: Db, jobs: (typeof scheduledJobs.$inferInsert)[]): Promise<void> {
  if (jobs.length > 0) await db.insert(scheduledJobs).values(jobs).onConflictDoNothing()
}

/** Cancels the pending jobs of one session (the reminders of a start that no longer holds). */
export async function cancelPendingJobsOf(db: Db, kinds: string[], sessionId: string): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ status: 'CANCELLED' })
    .where(and(eq(scheduledJobs.status, 'PENDING'), inArray(scheduledJobs.kind, kinds), sql`${scheduledJobs.payload}->>'sessionId' = ${sessionId}`))
}

/**
 * Claims one due job inside the caller's transaction. FOR UPDATE SKIP LOCKED: another instance
 * skips it while this transaction holds it, and sees it DONE once it commits.
 */
export async function claimDueJob(db: Db, kinds: string[], now: Date): Promise<ScheduledJobRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.status, 'PENDING'), inArray(scheduledJobs.kind, kinds), sql`${scheduledJobs.runAt} <= ${now.toISOString()}`))
    .orderBy(scheduledJobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true })
  return row
}

export async function finishJob(db: Db, id: string, status: 'DONE' | 'CANCELLED', now: Date): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ status, doneAt: now, attempts: sql`${scheduledJobs.attempts} + 1` })
    .where(eq(scheduledJobs.id, id))
}
