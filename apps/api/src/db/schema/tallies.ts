import { bigint, boolean, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core'
import { paymentStatusEnum, sessionStatusEnum, sessionTypeEnum } from './enums'

/**
 * How many sessions there are of each (type, status, payment), kept by the triggers of migration 0020
 * in the transaction of every session write (docs/decisions/054-session-tallies-for-counts-at-scale.md),
 * so the dashboard and the admin list's totals sum a few dozen rows instead of counting a million.
 * A key's count is the sum of its shards: each writing transaction adds to the shard its transaction id
 * picks, so concurrent bookings mostly update different rows. One shard may go below zero (a session
 * counted in one shard and cancelled through another); only the sum means anything.
 */
export const sessionTallies = pgTable(
  'session_tallies',
  {
    type: sessionTypeEnum('type').notNull(),
    status: sessionStatusEnum('status').notNull(),
    payment: paymentStatusEnum('payment').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.status, t.payment, t.shard] })],
)

/**
 * How many patients there are, banned or not, leaving out the deleted (what the dashboard shows), kept
 * by the triggers of migration 0020 as the session tallies are and sharded the same way.
 */
export const patientTallies = pgTable(
  'patient_tallies',
  {
    banned: boolean('banned').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.banned, t.shard] })],
)
