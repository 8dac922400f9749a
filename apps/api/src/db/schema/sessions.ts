import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { actorKindEnum, paymentStatusEnum, sessionStatusEnum, sessionTypeEnum } from './enums'
import { patients, professionals } from './people'
import { services } from './catalogue'
import { availabilitySlots } from './calendar'
import { sessionSeries } from './series'

/** A consultation. Price is frozen at booking time (service value + operating cost). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => patients.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    availableDateId: uuid('available_date_id').references(() => availabilitySlots.id),
    selectedDate: instant('selected_date').notNull(),
    isOnline: boolean('is_online').notNull(),
    meetsUrl: text('meets_url'),
    status: sessionStatusEnum('status').notNull().default('CREATED'),
    payment: paymentStatusEnum('payment').notNull().default('WAITING'),
    type: sessionTypeEnum('type').notNull().default('DEFAULT'),
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions.id),
    serviceValueCents: integer('service_value_cents').notNull(),
    operatingCostCents: integer('operating_cost_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * Priced at the professional's 'valor social' (decision 043): a move keeps the frozen price, so it may
     * only land on an hour of the same rate (decision 064).
     */
    socialRate: boolean('social_rate').notNull().default(false),
    /** Unpaid CREATED sessions are cancelled after this instant so the hour is freed. */
    checkoutExpiresAt: instant('checkout_expires_at'),
    patientRescheduleCount: integer('patient_reschedule_count').notNull().default(0),
    createdByKind: actorKindEnum('created_by_kind').notNull(),
    createdById: uuid('created_by_id').notNull(),
    cancelledAt: instant('cancelled_at'),
    cancelledByKind: actorKindEnum('cancelled_by_kind'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    /** When the patient said they will come (the reminder's 'Confirmar presença' link). */
    patientConfirmedAt: instant('patient_confirmed_at'),
    /** Bumped on every change that touches the calendar event (iCalendar SEQUENCE). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The weekly series this session is a week of (docs/decisions/040-weekly-series.md), and which week. */
    seriesId: uuid('series_id').references(() => sessionSeries.id),
    seriesWeek: integer('series_week'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // No double booking, ever: enforced by the database, not by application checks. "live" in these
    // index names means occupying (every status but CANCELLED), not the policy's LIVE_STATUSES: a finished
    // session keeps its hour. The names stay, as the conflict handling reads them.
    uniqueIndex('sessions_professional_start_live_unique')
      .on(t.professionalId, t.selectedDate)
      .where(sql`${t.status} <> 'CANCELLED'`),
    uniqueIndex('sessions_patient_start_live_unique')
      .on(t.userId, t.selectedDate)
      .where(sql`${t.status} <> 'CANCELLED'`),
    // A person's own list reads its page in (selected_date, id) order: with the id in the index the scan
    // gives that order and stops at the page's end, where a sort would read every session of theirs from
    // the pivot on (decision 119).
    index('sessions_user_date_idx').on(t.userId, t.selectedDate, t.id),
    // Every session answer asks whether a live return was booked from it: without this index that
    // question read the whole table once per session shown (143 ms each at a million sessions).
    index('sessions_parent_idx').on(t.parentSessionId).where(sql`${t.parentSessionId} is not null`),
    index('sessions_professional_date_idx').on(t.professionalId, t.selectedDate, t.id),
    index('sessions_status_date_idx').on(t.status, t.selectedDate),
    // The admin's list filtered by status and payment reads one page of this index in date order, instead
    // of walking the date index past every session of the other statuses. The patient and the
    // professional close it (after the unique id they change no order) so that a name search checks
    // each entry's people in the index itself, without visiting the session's row (decision 114).
    index('sessions_status_payment_date_people_idx').on(t.status, t.payment, t.selectedDate, t.id, t.userId, t.professionalId),
    // The admin's unfiltered list reads the newest sessions first, with the id as tie-break.
    index('sessions_date_id_idx').on(t.selectedDate, t.id),
    // One session per week of a series, whatever its status: a cancelled week is never booked again, and
    // two runs of the extending job cannot both book a week.
    uniqueIndex('sessions_series_week_unique').on(t.seriesId, t.seriesWeek).where(sql`${t.seriesId} is not null`),
    index('sessions_expiry_idx').on(t.checkoutExpiresAt).where(sql`${t.status} = 'CREATED'`),
  ],
)
