import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import {
  brazilianStateEnum,
  contractTypeEnum,
  professionalTypeEnum,
  serviceModalityEnum,
} from './enums'
import { clinics } from './clinics'

// Emails are stored lower-cased by the repositories; the unique index is on the stored value.
export const patients = pgTable(
  'patients',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    cpf: text('cpf'),
    phoneNumber: text('phone_number'),
    profilePhotoUrl: text('profile_photo_url'),
    isComplete: boolean('is_complete').notNull().default(false),
    isMember: boolean('is_member').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    googleSubject: text('google_subject'),
    googlePermissionsAllowed: boolean('google_permissions_allowed').notNull().default(false),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** IANA zone the patient reads consultation hours in (decision 044); validated by the API, not here. */
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    lastLogin: instant('last_login'),
    lastBan: instant('last_ban'),
    lastBanReason: text('last_ban_reason'),
    /** Set when the patient asked to delete the account: personal data is anonymized, rows stay. */
    deletedAt: instant('deleted_at'),
    /**
     * The name as the admin's search compares it (accents and case dropped), kept by the database: the
     * trigram index is on this column, so checking the index's candidates compares stored text instead of
     * running unaccent on each (tens of milliseconds for a common surname among 200,000 patients).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(unaccent_immutable(coalesce("first_name", '') || ' ' || coalesce("last_name", '')))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patients_email_unique').on(t.email),
    uniqueIndex('patients_google_subject_unique').on(t.googleSubject),
    index('patients_name_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
)

export const professionals = pgTable(
  'professionals',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    profilePhotoUrl: text('profile_photo_url'),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    serviceModality: serviceModalityEnum('service_modality').notNull(),
    lattesUrl: text('lattes_url').notNull(),
    videoUrl: text('video_url'),
    briefDescription: text('brief_description'),
    crmOrCrp: text('crm_or_crp').notNull(),
    rqe: text('rqe'),
    cpfOrCnpj: text('cpf_or_cnpj').notNull(),
    documentState: brazilianStateEnum('document_state').notNull(),
    posDegree: boolean('pos_degree').notNull().default(false),
    /** A psychologist's company registered at the regional council ('06/1234'), shown as 'CRP PJ 06/1234'. */
    crpPj: text('crp_pj'),
    /** The area of a doctor's postgraduate course that is not a specialty (CFM 2.336/2023 art. 13). */
    postgraduateArea: text('postgraduate_area'),
    professionalType: professionalTypeEnum('professional_type').notNull(),
    contract: contractTypeEnum('contract').notNull().default('INDEPENDENT'),
    authorized: boolean('authorized').notNull().default(false),
    /**
     * When an admin withdrew the authorization (cleared when authorized again): it tells a suspended
     * account from one still awaiting its first or renewed analysis.
     */
    deauthorizedAt: instant('deauthorized_at'),
    allowReturns: boolean('allow_returns').notNull().default(false),
    /** Languages the professional attends in (codes of LANGUAGES in the shared enums). */
    languages: text('languages').array().notNull().default(sql`'{PT}'::text[]`),
    gender: text('gender'),
    pronouns: text('pronouns'),
    /**
     * The professional's own consultation value and their 'valor social' (decision 043); null uses the
     * admin's value of the type. Always within the admin's bounds: changing the bounds clamps them.
     */
    ownValueCents: integer('own_value_cents'),
    socialValueCents: integer('social_value_cents'),
    banned: boolean('banned').notNull().default(false),
    /**
     * Whether the professional has at least one weekly slot (not deleted): the public directory lists
     * only those (decision 027). Kept by the triggers of migration 0022 on `availability_slots`, so the
     * directory reads a column instead of looking up every professional's slots (decision 062).
     */
    hasWeeklyHours: boolean('has_weekly_hours').notNull().default(false),
    googleSubject: text('google_subject'),
    googlePermissionsAllowed: boolean('google_permissions_allowed').notNull().default(false),
    lastLogin: instant('last_login'),
    /** The name as the searches compare it, kept by the database (see the patients' `searchName`). */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(unaccent_immutable("first_name" || ' ' || "last_name"))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('professionals_email_unique').on(t.email),
    uniqueIndex('professionals_google_subject_unique').on(t.googleSubject),
    // One person, one account: the tax document and the council registration (number + UF) identify
    // a professional, so two accounts cannot claim them.
    uniqueIndex('professionals_cpf_or_cnpj_unique').on(t.cpfOrCnpj),
    uniqueIndex('professionals_council_registration_unique').on(t.crmOrCrp, t.documentState),
    index('professionals_type_authorized_idx').on(t.professionalType, t.authorized),
    index('professionals_languages_idx').using('gin', t.languages),
    index('professionals_name_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The public directory's professionals in its name order (decision 109): a page walks it and stops at
    // its last card, and the total counts it without reading the wide rows.
    index('professionals_listed_name_idx')
      .on(t.firstName, t.lastName, t.id)
      .where(sql`${t.authorized} and not ${t.banned} and ${t.hasWeeklyHours}`),
  ],
)

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull().default(true),
    profilePhotoUrl: text('profile_photo_url'),
    lastLogin: instant('last_login'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(t.email)],
)
