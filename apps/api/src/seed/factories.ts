import { randomInt } from 'node:crypto'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { TELEHEALTH_CONSENT_VERSION } from '@acolhe/shared/texts/telehealth-consent'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { availabilitySlots } from '../db/schema/calendar'
import { faqQuestions, services } from '../db/schema/catalogue'
import { clinicAddresses, clinics } from '../db/schema/clinics'
import { admins, patients, professionals } from '../db/schema/people'
import { sessions } from '../db/schema/sessions'
import { telehealthConsents } from '../db/schema/consents'
import { hashPassword } from '../modules/auth/passwords'
import { cnpjFrom, cpfFrom } from './documents'

// Factories shared by the tests and the demo seed (epic-stack style): each inserts one row with
// sensible, unique defaults; any column can be overridden. They write through Drizzle directly
// because they build fixtures, not behaviour.

export const DEFAULT_PASSWORD = 'Acolhe123'

// argon2 is deliberately slow; fixtures reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>()
function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

let sequence = 0
/** Unique within a process and across runs, short enough for emails and numbers. */
function nextNumber(): number {
  sequence += 1
  return randomInt(1_000_000) * 1000 + (sequence % 1000)
}

type WithPassword = { password?: string }

export async function createPatient(db: Db, overrides: Partial<typeof patients.$inferInsert> & WithPassword = {}) {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides
  const n = nextNumber()
  const [row] = await db
    .insert(patients)
    .values({
      email: `paciente.${n}@exemplo.com.br`,
      passwordHash: await passwordHashOf(password),
      firstName: 'Ana',
      lastName: 'Souza',
      birthday: '1990-05-14',
      cpf: cpfFrom(n),
      phoneNumber: '11987654321',
      isComplete: true,
      ...columns,
    })
    .returning()
  if (!row) throw new Error('createPatient inserted nothing')
  return row
}

export async function createProfessional(db: Db, overrides: Partial<typeof professionals.$inferInsert> & WithPassword = {}) {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides
  const n = nextNumber()
  const type = columns.professionalType ?? 'PSYCHOLOGIST'
  const [row] = await db
    .insert(professionals)
    .values({
      email: `profissional.${n}@exemplo.com.br`,
      passwordHash: await passwordHashOf(password),
      firstName: 'Carla',
      lastName: 'Mendes',
      phoneNumber: '11976543210',
      birthday: '1985-03-02',
      serviceModality: 'FULL_REMOTE',
      lattesUrl: `http://lattes.cnpq.br/${String(n).padStart(16, '0')}`,
      // The whole number, like the email: the council registration (number + UF) is unique.
      crmOrCrp: type === 'PSYCHOLOGIST' ? `06/${String(n).padStart(9, '0')}` : String(n).padStart(9, '0'),
      cpfOrCnpj: cpfFrom(n),
      documentState: 'SP',
      professionalType: type,
      authorized: true,
      ...columns,
    })
    .returning()
  if (!row) throw new Error('createProfessional inserted nothing')
  return row
}

export async function createAdmin(db: Db, overrides: Partial<typeof admins.$inferInsert> & WithPassword = {}) {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides
  const [row] = await db
    .insert(admins)
    .values({
      email: `admin.${nextNumber()}@exemplo.com.br`,
      passwordHash: await passwordHashOf(password),
      firstName: 'Paula',
      lastName: 'Admin',
      ...columns,
    })
    .returning()
  if (!row) throw new Error('createAdmin inserted nothing')
  return row
}

/** A clinic with its address (São Paulo by default). */
export async function createClinic(
  db: Db,
  overrides: { clinic?: Partial<typeof clinics.$inferInsert>; address?: Partial<Omit<typeof clinicAddresses.$inferInsert, 'clinicId'>> } = {},
) {
  const n = nextNumber()
  const [clinic] = await db
    .insert(clinics)
    .values({ name: `Clínica ${n}`, cnpj: cnpjFrom(n), phoneNumber: '1130001000', ...overrides.clinic })
    .returning()
  if (!clinic) throw new Error('createClinic inserted nothing')
  const [address] = await db
    .insert(clinicAddresses)
    .values({
      clinicId: clinic.id,
      streetName: 'Rua Augusta',
      number: '1200',
      districtName: 'Consolação',
      postalCode: '01304001',
      city: 'São Paulo',
      state: 'SP',
      ...overrides.address,
    })
    .returning()
  if (!address) throw new Error('createClinic inserted no address')
  return { ...clinic, address }
}

/**
 * The service of a professional type and session type. The catalogue holds one per pair, so this
 * returns the existing row when there is one (the overrides then apply only on creation).
 */
export async function createService(db: Db, overrides: Partial<typeof services.$inferInsert> = {}) {
  const professionalType = overrides.professionalType ?? 'PSYCHOLOGIST'
  const sessionType = overrides.sessionType ?? 'DEFAULT'
  await db
    .insert(services)
    .values({ serviceName: `Consulta ${professionalType} ${sessionType}`, valueCents: 15000, ...overrides, professionalType, sessionType })
    .onConflictDoNothing({ target: [services.professionalType, services.sessionType] })
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.professionalType, professionalType), eq(services.sessionType, sessionType)))
  if (!row) throw new Error('createService found no service')
  return row
}

/** Weekly availability, HHMM strings on full hours; defaults to Monday 08:00–12:00. */
export async function createAvailability(
  db: Db,
  professionalId: string,
  slots: { weekDay: number; startTime: string; endTime: string; socialRate?: boolean }[] = [{ weekDay: 1, startTime: '0800', endTime: '1200' }],
) {
  if (slots.length === 0) return []
  return db
    .insert(availabilitySlots)
    .values(slots.map((slot) => ({ ...slot, professionalId })))
    .returning()
}

/** A session priced from its service plus the R$ 5,00 operating cost unless overridden. */
export async function createSession(
  db: Db,
  values: { userId: string; professionalId: string; serviceId: string; selectedDate: Date } & Partial<typeof sessions.$inferInsert>,
) {
  const serviceValueCents = values.serviceValueCents ?? 15000
  const operatingCostCents = values.operatingCostCents ?? 500
  const [row] = await db
    .insert(sessions)
    .values({
      isOnline: true,
      serviceValueCents,
      operatingCostCents,
      priceCents: serviceValueCents + operatingCostCents,
      createdByKind: 'patient',
      createdById: values.userId,
      // A finished session happened: it started at its time and ended after it (a return needs that).
      ...(values.status === 'FINISHED' ? { startedAt: values.selectedDate, finishedAt: new Date(values.selectedDate.getTime() + SESSION_MINUTES * 60_000) } : {}),
      ...values,
    })
    .returning()
  if (!row) throw new Error('createSession inserted nothing')
  return row
}

/**
 * The patient's consent to online care with one professional (decision 034), by default of the version
 * in force: what lets a test book an online session as the patient without walking the consent screen.
 */
export async function createTelehealthConsent(
  db: Db,
  values: { userId: string; professionalId: string } & Partial<typeof telehealthConsents.$inferInsert>,
) {
  const [row] = await db
    .insert(telehealthConsents)
    .values({ version: TELEHEALTH_CONSENT_VERSION, acceptedAt: new Date(), ...values })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function createFaq(db: Db, overrides: Partial<typeof faqQuestions.$inferInsert> = {}) {
  const [row] = await db
    .insert(faqQuestions)
    .values({
      question: 'Como funciona o agendamento de consultas?',
      answer: 'Escolha o profissional, a data e o horário, e conclua o pagamento para confirmar.',
      priority: 5,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createFaq inserted nothing')
  return row
}
