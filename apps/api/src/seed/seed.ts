import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { consents } from '../db/schema/accounts'
import { availabilitySlots } from '../db/schema/calendar'
import { faqQuestions, services } from '../db/schema/catalogue'
import { clinics } from '../db/schema/clinics'
import { admins, patients, professionals } from '../db/schema/people'
import { practiceTerms, professionalTerms } from '../db/schema/practice'
import { TERMS_VERSION } from '../modules/accounts/terms'
import { verifyPassword } from '../modules/auth/passwords'
import {
  DEMO_ADMIN,
  DEMO_CLINICS,
  DEMO_FAQ,
  DEMO_APPROACHES,
  DEMO_PATIENT,
  DEMO_PRACTICE,
  DEMO_PRICE_RANGES,
  DEMO_PROFESSIONALS,
  DEMO_SOCIAL_AFTERNOONS,
  DEMO_THEMES,
  DEMO_WEEKLY_HOURS,
  SERVICE_CATALOGUE,
} from './demo-data'
import { DEFAULT_PASSWORD, createAdmin, createAvailability, createClinic, createFaq, createPatient, createProfessional } from './factories'

// Seeding is idempotent: every item is looked up by its natural key (email, CNPJ, question, the
// service's type pair) and only what is missing is inserted, so `npm run db:seed` can run any time.

export const DEMO_LOGINS = [
  { role: 'Administrador', email: DEMO_ADMIN.email },
  { role: 'Paciente', email: DEMO_PATIENT.email },
  { role: 'Psicóloga (híbrido)', email: 'psicologa@acolhe.local' },
  { role: 'Psiquiatra (online, com retornos)', email: 'psiquiatra@acolhe.local' },
  { role: 'Profissional aguardando autorização', email: 'pendente@acolhe.local' },
] as const
export const DEMO_LOGIN_PASSWORD = DEFAULT_PASSWORD

/** True when nobody has an account yet (no patient, professional or admin). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all([patients, professionals, admins].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0))
  return counts.every((n) => n === 0)
}

export async function seedServiceCatalogue(db: Db): Promise<void> {
  await db
    .insert(services)
    .values(SERVICE_CATALOGUE)
    .onConflictDoNothing({ target: [services.professionalType, services.sessionType] })
}

async function seedClinics(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  for (const demo of DEMO_CLINICS) {
    const [existing] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.cnpj, demo.clinic.cnpj))
    ids[demo.key] = existing?.id ?? (await createClinic(db, { clinic: demo.clinic, address: demo.address })).id
  }
  return ids
}

async function seedPeople(db: Db, clinicIds: Record<string, string>): Promise<void> {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ADMIN.email))
  if (!admin) await createAdmin(db, DEMO_ADMIN)

  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, DEMO_PATIENT.email))
  if (!patient) {
    const created = await createPatient(db, DEMO_PATIENT)
    await db.insert(consents).values(
      (['PATIENT_TERMS', 'PRIVACY_POLICY'] as const).map((document) => ({ actorKind: 'patient' as const, actorId: created.id, document, version: TERMS_VERSION })),
    )
  }

  for (const { clinic, ...demo } of DEMO_PROFESSIONALS) {
    const [existing] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.email, demo.email))
    const professional = existing ?? (await createProfessional(db, { ...demo, clinicId: clinic ? clinicIds[clinic] : null }))
    if (!demo.authorized) continue
    const [slot] = await db.select({ id: availabilitySlots.id }).from(availabilitySlots).where(eq(availabilitySlots.professionalId, professional.id)).limit(1)
    const socialDay = DEMO_SOCIAL_AFTERNOONS[demo.email]
    // The afternoon of `socialDay` is offered at the professional's 'valor social'.
    if (!slot) await createAvailability(db, professional.id, DEMO_WEEKLY_HOURS.map((hours) => ({ ...hours, socialRate: hours.weekDay === socialDay && hours.startTime >= '1200' })))
  }
}

/** The ranges own prices may take, where the admin has set none yet (never over an admin's choice). */
async function seedPriceRanges(db: Db): Promise<void> {
  for (const range of DEMO_PRICE_RANGES) {
    await db
      .update(services)
      .set({ minValueCents: range.minValueCents, maxValueCents: range.maxValueCents })
      .where(and(eq(services.professionalType, range.professionalType), eq(services.sessionType, 'DEFAULT'), isNull(services.minValueCents), isNull(services.maxValueCents)))
  }
}

/** The approaches and themes, and each demo professional's own, added where missing. */
async function seedPractice(db: Db): Promise<void> {
  const termIds = new Map<string, string>()
  const vocabulary = [...DEMO_APPROACHES.map((name) => ({ kind: 'APPROACH', name })), ...DEMO_THEMES.map((name) => ({ kind: 'THEME', name }))]
  for (const { kind, name } of vocabulary) {
    const [existing] = await db
      .select({ id: practiceTerms.id })
      .from(practiceTerms)
      .where(and(eq(practiceTerms.kind, kind), sql`lower(${practiceTerms.name}) = lower(${name})`))
    termIds.set(name, existing?.id ?? (await db.insert(practiceTerms).values({ kind, name }).returning({ id: practiceTerms.id }))[0]!.id)
  }
  for (const [email, practice] of Object.entries(DEMO_PRACTICE)) {
    const [professional] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.email, email))
    if (!professional) continue
    const links = [...practice.approaches, ...practice.themes].map((name) => ({ professionalId: professional.id, termId: termIds.get(name)! }))
    await db.insert(professionalTerms).values(links).onConflictDoNothing()
  }
}

async function seedFaq(db: Db): Promise<void> {
  for (const [index, item] of DEMO_FAQ.entries()) {
    const [existing] = await db.select({ id: faqQuestions.id }).from(faqQuestions).where(eq(faqQuestions.question, item.question))
    if (!existing) await createFaq(db, { ...item, priority: Math.max(1, 10 - index), position: index })
  }
}

/** The demo content of the fixed contract, in one transaction. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Ranges first: the demo professionals' own prices must lie within them.
    await seedPriceRanges(tx)
    await seedPeople(tx, await seedClinics(tx))
    await seedPractice(tx)
    await seedFaq(tx)
  })
}

/** Service catalogue always; the demo people, clinics and FAQ when `demo` is on (SEED_DEMO). */
export async function seedDatabase(db: Db, options: { demo: boolean }): Promise<void> {
  await seedServiceCatalogue(db)
  if (options.demo) await seedDemoData(db)
}

/** Whether the demo logins exist (so the start-up banner can list them). */
export async function hasDemoLogins(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ADMIN.email))
  return Boolean(admin)
}

/**
 * The demo logins that anyone can still open with the published demo password, whatever table the
 * account is in (a demo email reused for another role counts too).
 */
export async function demoLoginsWithDemoPassword(db: Db): Promise<string[]> {
  const open: string[] = []
  for (const { email } of DEMO_LOGINS) {
    const hashes = await Promise.all(
      [patients, professionals, admins].map(async (table) => (await db.select({ hash: table.passwordHash }).from(table).where(eq(table.email, email)))[0]?.hash),
    )
    for (const hash of hashes) {
      if (hash && (await verifyPassword(hash, DEMO_LOGIN_PASSWORD))) {
        open.push(email)
        break
      }
    }
  }
  return open
}
