import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { ActorKind } from '@acolhe/shared/enums'
import type { ConnectionQuality, DeviceResult, FailureResolution } from '@acolhe/shared/api/consultation-room'
import type { Db } from '../../db/client'
import { roomFailures, roomPresence } from '../../db/schema/consultation-room'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'

// The consultation room's rows: who is in the room (presence, kept for the session's day) and the
// technical failures reported (kept as the session's history). The session row itself is read here and
// changed only through the scheduling lifecycle.

export type RoomParty = 'PATIENT' | 'PROFESSIONAL'
export type PresenceRow = typeof roomPresence.$inferSelect
export type FailureRow = typeof roomFailures.$inferSelect

/** The session facts the room shows and judges, with its two people's names and the patient's phone. */
export async function findRoomSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      professionalId: sessions.professionalId,
      status: sessions.status,
      selectedDate: sessions.selectedDate,
      isOnline: sessions.isOnline,
      meetsUrl: sessions.meetsUrl,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      patientPhone: patients.phoneNumber,
      professionalFirstName: professionals.firstName,
      professionalLastName: professionals.lastName,
    })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .where(eq(sessions.id, sessionId))
  return row
}
export type RoomSessionRow = NonNullable<Awaited<ReturnType<typeof findRoomSession>>>

export function presenceOf(db: Db, sessionId: string): Promise<PresenceRow[]> {
  return db.select().from(roomPresence).where(eq(roomPresence.sessionId, sessionId))
}

export type PresenceFacts = {
  camera: DeviceResult | null
  microphone: DeviceResult | null
  speakers: DeviceResult | null
  connection: ConnectionQuality | null
  latencyMs: number | null
  throughputKbps: number | null
  audioOnly: boolean
}

/** A participant is in the room now: the first call records the arrival, every call the last sighting. */
export async function upsertPresence(db: Db, row: { sessionId: string; party: RoomParty; day: string; now: Date } & PresenceFacts): Promise<void> {
  const { now, ...facts } = row
  await db
    .insert(roomPresence)
    .values({ ...facts, arrivedAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [roomPresence.sessionId, roomPresence.party],
      set: {
        lastSeenAt: now,
        camera: facts.camera,
        microphone: facts.microphone,
        speakers: facts.speakers,
        connection: facts.connection,
        latencyMs: facts.latencyMs,
        throughputKbps: facts.throughputKbps,
        audioOnly: facts.audioOnly,
      },
    })
}

/** Lets the patient in; the first admission is kept. */
export async function admitPatient(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(roomPresence)
    .set({ admittedAt: sql`coalesce(${roomPresence.admittedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(roomPresence.sessionId, sessionId), eq(roomPresence.party, 'PATIENT')))
}

/** Presence of days before `day` (Brasília): the room keeps it only for the session's day. */
export async function purgePresenceBefore(db: Db, day: string): Promise<number> {
  const deleted = await db.delete(roomPresence).where(lt(roomPresence.day, day)).returning({ sessionId: roomPresence.sessionId })
  return deleted.length
}

export function failuresOf(db: Db, sessionId: string): Promise<FailureRow[]> {
  return db.select().from(roomFailures).where(eq(roomFailures.sessionId, sessionId)).orderBy(asc(roomFailures.reportedAt), asc(roomFailures.id))
}

export async function insertFailure(db: Db, row: { sessionId: string; reportedByKind: ActorKind; reportedById: string; reportedAt: Date; note: string | null }) {
  const [inserted] = await db.insert(roomFailures).values(row).returning()
  if (!inserted) throw new Error('insert returned no row')
  return inserted
}

/** One report of the session, locked (the caller holds the session's lock first: lock order session, then report). */
export async function lockFailure(tx: Db, sessionId: string, failureId: string): Promise<FailureRow | undefined> {
  const [row] = await tx
    .select()
    .from(roomFailures)
    .where(and(eq(roomFailures.id, failureId), eq(roomFailures.sessionId, sessionId)))
    .for('update')
  return row
}

export async function resolveFailure(
  tx: Db,
  failureId: string,
  outcome: { resolution: FailureResolution; byKind: ActorKind; byId: string; at: Date; movedFrom: Date | null; movedTo: Date | null },
): Promise<void> {
  await tx
    .update(roomFailures)
    .set({
      resolution: outcome.resolution,
      resolvedByKind: outcome.byKind,
      resolvedById: outcome.byId,
      resolvedAt: outcome.at,
      movedFrom: outcome.movedFrom,
      movedTo: outcome.movedTo,
    })
    .where(eq(roomFailures.id, failureId))
}
