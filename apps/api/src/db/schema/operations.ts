import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { actorKindEnum } from './enums'
import { admins } from './people'

/** Outgoing email is written here in the same transaction as the change that causes it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    /** Optional: the same key never produces two messages (reminders, confirmations). */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<'PENDING' | 'SENT' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    /** The X-Request-Id of the request that queued it (decision 071); null when a job did. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    index('email_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
)

/** Jobs that must run once at a given time even with several server instances (row locks). */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    runAt: instant('run_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').$type<'PENDING' | 'DONE' | 'FAILED' | 'CANCELLED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_dedupe_unique').on(t.dedupeKey),
    index('scheduled_jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'PENDING'`),
  ],
)

/** Who changed what: admin actions on people, sessions and payments; admin reads of patient data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorKind: actorKindEnum('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
)

/** 'Fale conosco' messages from the landing page, answered by an admin by email (decision 028). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** When an admin marked it answered; null while open. */
    handledAt: instant('handled_at'),
    handledBy: uuid('handled_by').references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [
    // The inbox reads newest first, all or only the open ones.
    index('support_messages_created_idx').on(t.createdAt, t.id),
    index('support_messages_open_created_idx').on(t.createdAt, t.id).where(sql`${t.handledAt} is null`),
  ],
)

/**
 * Rate-limit counters shared by every instance on this database (decision 033): one row per key and
 * fixed window. Used unless REDIS_URL names a Redis server, which then keeps them instead.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
)

/**
 * Secrets an installation generates once when the operator gives none (decision 065): every instance on
 * the database reads the same row, and the embedded engine keeps it in the data directory with the data.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})
