import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { patients } from './people'
import { sessions } from './sessions'

/**
 * The nonce of every reminder link that was used (confirm or cancel). The primary key makes a link
 * single-use: a second use of the same link finds its nonce here and is refused.
 */
export const reminderLinkUses = pgTable('reminder_link_uses', {
  nonce: text('nonce').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  action: text('action').$type<'confirm' | 'cancel'>().notNull(),
  usedAt: instant('used_at').notNull(),
})

/**
 * A patient's consent to reminders on one channel besides email (LGPD): when it was given and when it was
 * withdrawn, and from where. One row per patient and channel; the times say the latest choice.
 */
export const reminderChannelConsents = pgTable(
  'reminder_channel_consents',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    channel: text('channel').$type<'WHATSAPP'>().notNull(),
    enabled: boolean('enabled').notNull(),
    optedInAt: instant('opted_in_at'),
    optedOutAt: instant('opted_out_at'),
    /** Where the latest opt-out came from: the profile toggle, the patient's reply to a message, or the account's deletion. */
    optedOutVia: text('opted_out_via').$type<'profile' | 'whatsapp_reply' | 'account_deleted'>(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.channel] })],
)

/**
 * Outgoing WhatsApp template messages, written in the transaction of the reminder job like the email
 * outbox, and sent by a sender that claims one row at a time (lease + SKIP LOCKED).
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The number in international digits (55 + area code + number), as the Cloud API wants it. */
    toPhone: text('to_phone').notNull(),
    templateName: text('template_name').notNull(),
    /** The template's parameters and buttons, as sent to the Cloud API. */
    components: jsonb('components').$type<unknown[]>().notNull(),
    /** The words the patient reads (the approved template with its parameters filled in). */
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** CANCELLED: the patient opted out before it went. */
    status: text('status').$type<'PENDING' | 'SENT' | 'FAILED' | 'CANCELLED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: instant('sent_at'),
    /** The X-Request-Id of the request that queued it (decision 071); null when a job did. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_outbox_dedupe_unique').on(t.dedupeKey),
    index('whatsapp_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('whatsapp_outbox_phone_idx').on(t.toPhone),
  ],
)
