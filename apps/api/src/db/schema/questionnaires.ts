import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { patients, professionals } from './people'
import { sessions } from './sessions'

/**
 * A questionnaire a professional asks one patient to answer before their consultations
 * (docs/decisions/094-questionnaire-schedules.md): once (before the next consultation), before every
 * consultation, or before every Nth. Which consultations it applies to is computed at read from the pair's
 * consultations after `created_at`; nothing is planned ahead, so a moved or cancelled consultation needs
 * no bookkeeping here. Stopping keeps the row (and its answers) and asks nothing more.
 */
export const questionnaireAssignments = pgTable(
  'questionnaire_assignments',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** An instrument code of packages/shared/src/instruments/catalogue.ts. */
    instrument: text('instrument').$type<'PHQ9' | 'GAD7'>().notNull(),
    schedule: text('schedule').$type<'ONCE' | 'EVERY_SESSION' | 'EVERY_N_SESSIONS'>().notNull(),
    everyN: integer('every_n'),
    createdAt: createdAt(),
    stoppedAt: instant('stopped_at'),
  },
  (t) => [
    // One running schedule per instrument and pair, even when two requests arrive at once.
    uniqueIndex('questionnaire_assignments_running_unique')
      .on(t.professionalId, t.patientId, t.instrument)
      .where(sql`${t.stoppedAt} IS NULL`),
    index('questionnaire_assignments_patient_idx').on(t.patientId),
    check('questionnaire_assignments_every_n', sql`(${t.schedule} = 'EVERY_N_SESSIONS') = (${t.everyN} IS NOT NULL) AND (${t.everyN} IS NULL OR ${t.everyN} BETWEEN 2 AND 12)`),
  ],
)

/**
 * A patient's answers to one assignment before one consultation. The answers are health data: only
 * ciphertext is stored, sealed with the clinical notes' cipher and keys (AES-256-GCM, bound to this row's
 * id, people and session; decision 095), so a leaked database reads nothing. `risk` is the one fact kept
 * in clear — an answer on the instrument's safety item — because the alert and the agenda's mark need it.
 */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    // Chosen by the service before encrypting: it is part of what the ciphertext is bound to.
    id: uuid('id').primaryKey(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => questionnaireAssignments.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    instrument: text('instrument').$type<'PHQ9' | 'GAD7'>().notNull(),
    keyId: text('key_id').notNull(),
    iv: text('iv').notNull(),
    ciphertext: text('ciphertext').notNull(),
    risk: boolean('risk').notNull(),
    answeredAt: createdAt(),
  },
  (t) => [
    // One answer sheet per assignment and consultation: a second submission is refused.
    uniqueIndex('questionnaire_responses_once_unique').on(t.assignmentId, t.sessionId),
    index('questionnaire_responses_pair_idx').on(t.professionalId, t.patientId, t.answeredAt),
    index('questionnaire_responses_session_idx').on(t.sessionId),
  ],
)

/**
 * The safety alert of a risk answer (PHQ-9 item 9): written with the answer, in its transaction, with the
 * professional's email queued in the outbox under `email_dedupe_key` (its delivery is that outbox row's
 * `sent_at`). `read_at` is when the professional marked it read in the app; `contact_requested_at` when
 * the patient asked, from the crisis notice, to talk to the professional.
 */
export const questionnaireAlerts = pgTable(
  'questionnaire_alerts',
  {
    id: id(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => questionnaireResponses.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    emailDedupeKey: text('email_dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
    contactRequestedAt: instant('contact_requested_at'),
  },
  (t) => [uniqueIndex('questionnaire_alerts_response_unique').on(t.responseId), index('questionnaire_alerts_professional_idx').on(t.professionalId, t.readAt)],
)

/**
 * The professional's choice to show a patient their own history of one instrument — scores, bands and the
 * chart, never the answers item by item (docs/decisions/099-patient-sees-shared-questionnaire-history.md).
 * A row means shared; turning it off deletes the row (the audit log keeps both moves). Per pair and
 * instrument, not per schedule: stopping and restarting a schedule keeps the choice.
 */
export const questionnaireShares = pgTable(
  'questionnaire_shares',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    instrument: text('instrument').$type<'PHQ9' | 'GAD7'>().notNull(),
    sharedAt: instant('shared_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.patientId, t.instrument] }), index('questionnaire_shares_patient_idx').on(t.patientId)],
)
