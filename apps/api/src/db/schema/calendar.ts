import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { unavailabilityTypeEnum } from './enums'
import { professionals } from './people'

/** Weekly availability: start/end as HHMM strings on full hours, Brasília time. */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    weekDay: smallint('week_day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Hours of this slot are offered at the professional's 'valor social' (decision 043). */
    socialRate: boolean('social_rate').notNull().default(false),
    /** Soft delete: booked sessions keep pointing at the slot they were booked in. */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_slots_professional_idx').on(t.professionalId, t.weekDay),
    check('availability_slots_week_day_check', sql`${t.weekDay} between 0 and 6`),
    check('availability_slots_hours_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3])00$' and ${t.endTime} ~ '^([01][0-9]|2[0-4])00$' and ${t.startTime} < ${t.endTime}`),
  ],
)

export const unavailabilities = pgTable(
  'unavailabilities',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    type: unavailabilityTypeEnum('type').notNull(),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('unavailabilities_professional_idx').on(t.professionalId, t.startDate),
    check('unavailabilities_range_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
)
