import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'
import { patients, professionals } from './people'
import { sessions } from './sessions'

/**
 * The professional's notes of a session (decision 036). Only ciphertext is stored: AES-256-GCM under
 * the key named by `key_id`, bound to the row's id, people and session, so a leaked database reads
 * nothing and a note copied onto another row does not decrypt. Rows outlive a deleted patient
 * account (anonymised, not removed) until the retention purge.
 */
export const clinicalNotes = pgTable(
  'clinical_notes',
  {
    // Chosen by the service before encrypting: it is part of what the ciphertext is bound to.
    id: uuid('id').primaryKey(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    keyId: text('key_id').notNull(),
    /** 12-byte GCM nonce, base64. */
    iv: text('iv').notNull(),
    /** Ciphertext followed by the 16-byte GCM tag, base64. */
    ciphertext: text('ciphertext').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The record of one patient with one professional, read in date order; the purge groups by it.
    index('clinical_notes_record_idx').on(t.professionalId, t.patientId, t.createdAt),
    index('clinical_notes_key_idx').on(t.keyId),
  ],
)

/** A patient's request for a copy of their record with one professional, who approves or declines it. */
export const clinicalRecordCopyRequests = pgTable(
  'clinical_record_copy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    status: text('status').$type<'REQUESTED' | 'APPROVED' | 'DECLINED'>().notNull().default('REQUESTED'),
    requestedAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    // At most one open request per record, even when two arrive at once.
    uniqueIndex('clinical_record_copy_requests_open_unique')
      .on(t.patientId, t.professionalId)
      .where(sql`${t.status} = 'REQUESTED'`),
    index('clinical_record_copy_requests_professional_idx').on(t.professionalId, t.status),
  ],
)
