import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { actorKindEnum, consentDocumentEnum } from './enums'

/** Server-side login sessions; the cookie holds a random token, the database only its hash. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    actorKind: actorKindEnum('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastSeenAt: instant('last_seen_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_unique').on(t.tokenHash),
    index('auth_sessions_actor_idx').on(t.actorKind, t.actorId),
  ],
)

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    actorKind: actorKindEnum('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_actor_idx').on(t.actorKind, t.actorId)],
)

/** LGPD: each acceptance of a document, with its version and time. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    actorKind: actorKindEnum('actor_kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    document: consentDocumentEnum('document').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    acceptedAt: createdAt(),
  },
  (t) => [index('consents_actor_idx').on(t.actorKind, t.actorId)],
)
