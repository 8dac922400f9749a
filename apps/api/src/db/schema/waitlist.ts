import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { patients, professionals } from './people'
import { availabilitySlots } from './calendar'
import { sessions } from './sessions'

// The waitlist ('Avise-me quando abrir', docs/decisions/041-waitlist-and-held-hours.md). Statuses are text
// with CHECK constraints rather than enums: the partial indexes below name them in this same migration.

/**
 * A patient waiting for an hour of one professional: any hour (week_day and hour null) or one weekly
 * hour in Brasília time. WAITING until fulfilled (they booked an offered hour) or left.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    weekDay: integer('week_day'),
    hour: integer('hour'),
    modality: text('modality', { enum: ['ANY', 'ONLINE', 'IN_PERSON'] }).notNull(),
    status: text('status', { enum: ['WAITING', 'FULFILLED', 'LEFT'] })
      .notNull()
      .default('WAITING'),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('waitlist_entries_status_check', sql`${t.status} in ('WAITING', 'FULFILLED', 'LEFT')`),
    check('waitlist_entries_modality_check', sql`${t.modality} in ('ANY', 'ONLINE', 'IN_PERSON')`),
    check(
      'waitlist_entries_hour_check',
      sql`(${t.weekDay} is null and ${t.hour} is null) or (${t.weekDay} between 0 and 6 and ${t.hour} between 0 and 23)`,
    ),
    // One waiting entry per patient, professional and weekly hour ('any hour' counts as one hour).
    uniqueIndex('waitlist_entries_one_waiting_unique')
      .on(t.patientId, t.professionalId, sql`coalesce(${t.weekDay}, -1)`, sql`coalesce(${t.hour}, -1)`)
      .where(sql`${t.status} = 'WAITING'`),
    // The line of one professional, first come first served.
    index('waitlist_entries_queue_idx').on(t.professionalId, t.createdAt).where(sql`${t.status} = 'WAITING'`),
    index('waitlist_entries_patient_idx').on(t.patientId),
  ],
)

/**
 * An hour offered to the first entry in line and kept for its patient until `expires_at`. While HELD it
 * occupies the hour like a live session: the triggers of migration 0015 refuse a session of anyone else
 * at that hour and a hold at an hour a live session has, under one lock per professional and hour.
 */
export const waitlistHolds = pgTable(
  'waitlist_holds',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    startsAt: instant('starts_at').notNull(),
    slotId: uuid('slot_id').references(() => availabilitySlots.id),
    expiresAt: instant('expires_at').notNull(),
    status: text('status', { enum: ['HELD', 'BOOKED', 'EXPIRED', 'RELEASED'] })
      .notNull()
      .default('HELD'),
    sessionId: uuid('session_id').references(() => sessions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('waitlist_holds_status_check', sql`${t.status} in ('HELD', 'BOOKED', 'EXPIRED', 'RELEASED')`),
    // One hold per hour of a professional: two workers can never offer the same hour twice.
    uniqueIndex('waitlist_holds_hour_held_unique').on(t.professionalId, t.startsAt).where(sql`${t.status} = 'HELD'`),
    // One open offer per entry at a time.
    uniqueIndex('waitlist_holds_entry_held_unique').on(t.entryId).where(sql`${t.status} = 'HELD'`),
    // An hour is offered to one entry once: after it lapses it goes to the next in line, not back.
    uniqueIndex('waitlist_holds_entry_hour_unique').on(t.entryId, t.startsAt),
    index('waitlist_holds_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'HELD'`),
  ],
)
