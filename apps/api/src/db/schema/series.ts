import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { actorKindEnum, seriesSkipReasonEnum, seriesStatusEnum } from './enums'
import { patients, professionals } from './people'
import { services } from './catalogue'

/**
 * A weekly series ('Horário fixo', docs/decisions/040-weekly-series.md): one patient, one professional,
 * one weekly hour in Brasília. Week k of the series starts on `anchor_date` + 7k days at `hour`; each
 * week is an ordinary session (`sessions.series_id`, `sessions.series_week`) or a skipped week
 * (`session_series_skips`). `weeks` null: open-ended.
 */
export const sessionSeries = pgTable(
  'session_series',
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
    isOnline: boolean('is_online').notNull(),
    /** 0 = Sunday … 6 = Saturday, in Brasília. */
    weekDay: integer('week_day').notNull(),
    /** The local hour (0–23) in America/Sao_Paulo. */
    hour: integer('hour').notNull(),
    /** The Brasília date (YYYY-MM-DD) of week 0; moving the series moves it too. */
    anchorDate: text('anchor_date').notNull(),
    /** 4, 8 or 12; null: no end date. */
    weeks: integer('weeks'),
    status: seriesStatusEnum('status').notNull().default('ACTIVE'),
    createdByKind: actorKindEnum('created_by_kind').notNull(),
    createdById: uuid('created_by_id').notNull(),
    pausedAt: instant('paused_at'),
    /** Who ended it; null with an end date: it ran its weeks. */
    endedByKind: actorKindEnum('ended_by_kind'),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('session_series_user_idx').on(t.userId),
    index('session_series_professional_idx').on(t.professionalId),
    // The extending job reads the series still running.
    index('session_series_active_idx').on(t.status).where(sql`${t.status} = 'ACTIVE'`),
  ],
)

/** A week of a series that got no consultation, and why (shown to the patient, never silently dropped). */
export const sessionSeriesSkips = pgTable(
  'session_series_skips',
  {
    id: id(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => sessionSeries.id),
    week: integer('week').notNull(),
    startsAt: instant('starts_at').notNull(),
    reason: seriesSkipReasonEnum('reason').notNull(),
    createdAt: createdAt(),
  },
  // One verdict per week: two runs of the extending job cannot record a week twice.
  (t) => [uniqueIndex('session_series_skips_week_unique').on(t.seriesId, t.week)],
)
