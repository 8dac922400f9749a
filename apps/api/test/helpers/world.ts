import { eq } from 'drizzle-orm'
import { admins, patients } from '../../src/db/schema/people'
import { unavailabilities } from '../../src/db/schema/calendar'
import { payments } from '../../src/db/schema/payments'
import { supportMessages } from '../../src/db/schema/operations'
import { sessionSeries } from '../../src/db/schema/series'
import {
  createAdmin,
  createAvailability,
  createClinic,
  createFaq,
  createPatient,
  createProfessional,
  createService,
  createSession,
} from '../../src/seed/factories'
import type { TestApp } from './app'
import { logInAs } from './auth'

// One small world with an object of every kind and a person in every role, for the tests that walk
// every route (access matrix, fuzzing). Objects belong to `patient` and `professional`; `otherPatient`
// and `otherProfessional` own nothing of theirs.

export const CALLERS = [
  'anonymous',
  'patient',
  'otherPatient',
  'professional',
  'otherProfessional',
  'unauthorizedProfessional',
  'bannedPatient',
  'admin',
  'inactiveAdmin',
] as const
export type Caller = (typeof CALLERS)[number]

export type World = Awaited<ReturnType<typeof buildWorld>>

export async function buildWorld(app: TestApp) {
  const db = app.deps.db
  const clinic = await createClinic(db, { clinic: { name: 'Clínica Mundo' } })
  await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
  await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT', valueCents: 30000 })
  await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'RETURN', valueCents: 0 })
  const patient = await createPatient(db, { email: 'mundo.paciente@exemplo.com' })
  const otherPatient = await createPatient(db, { email: 'mundo.outro@exemplo.com' })
  const bannedPatient = await createPatient(db, { email: 'mundo.banido@exemplo.com' })
  const professional = await createProfessional(db, { email: 'mundo.psi@exemplo.com', serviceModality: 'HYBRID', clinicId: clinic.id })
  const otherProfessional = await createProfessional(db, { email: 'mundo.outra.psi@exemplo.com', professionalType: 'PSYCHIATRIST', allowReturns: true })
  const unauthorizedProfessional = await createProfessional(db, { email: 'mundo.pendente@exemplo.com', authorized: false })
  const admin = await createAdmin(db, { email: 'mundo.admin@exemplo.com' })
  const inactiveAdmin = await createAdmin(db, { email: 'mundo.inativo@exemplo.com' })
  const [slot] = await createAvailability(db, professional.id, [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0800', endTime: '1800' })))
  const [period] = await db
    .insert(unavailabilities)
    .values({ professionalId: professional.id, type: 'VACATION', startDate: new Date('2027-01-10T03:00:00.000Z'), endDate: new Date('2027-01-20T03:00:00.000Z') })
    .returning()
  const serviceId = (await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'RETURN', valueCents: 10000 })).id
  const session = await createSession(db, {
    userId: patient.id,
    professionalId: professional.id,
    serviceId,
    selectedDate: new Date('2026-12-02T13:00:00.000Z'),
    availableDateId: slot?.id ?? null,
    status: 'CONFIRMED',
    payment: 'DONE',
  })
  await db.insert(payments).values({ sessionId: session.id, provider: 'local', status: 'DONE', amountCents: session.priceCents, paidAt: new Date(), receiptNumber: 1 })
  // A weekly series of the patient with the professional, with no week booked (decision 040).
  const [series] = await db
    .insert(sessionSeries)
    .values({ userId: patient.id, professionalId: professional.id, serviceId, isOnline: true, weekDay: 3, hour: 10, anchorDate: '2026-12-02', weeks: 4, createdByKind: 'patient', createdById: patient.id })
    .returning()
  const faq = await createFaq(db)
  const [supportMessage] = await db
    .insert(supportMessages)
    .values({ name: 'Visitante do Mundo', email: 'visitante.mundo@exemplo.com', message: 'Como funciona o reembolso?' })
    .returning()

  const cookies: Record<Caller, string | undefined> = {
    anonymous: undefined,
    patient: await logInAs(app, 'patient', patient.email),
    otherPatient: await logInAs(app, 'patient', otherPatient.email),
    professional: await logInAs(app, 'professional', professional.email),
    otherProfessional: await logInAs(app, 'professional', otherProfessional.email),
    unauthorizedProfessional: await logInAs(app, 'professional', unauthorizedProfessional.email),
    bannedPatient: await logInAs(app, 'patient', bannedPatient.email),
    admin: await logInAs(app, 'admin', admin.email),
    inactiveAdmin: await logInAs(app, 'admin', inactiveAdmin.email),
  }
  // Banned and deactivated after logging in: their old cookies must open nothing.
  await db.update(patients).set({ banned: true }).where(eq(patients.id, bannedPatient.id))
  await db.update(admins).set({ active: false }).where(eq(admins.id, inactiveAdmin.id))

  return {
    cookies,
    ids: {
      patient: patient.id,
      otherPatient: otherPatient.id,
      professional: professional.id,
      otherProfessional: otherProfessional.id,
      unauthorizedProfessional: unauthorizedProfessional.id,
      clinic: clinic.id,
      slot: slot?.id ?? '',
      period: period?.id ?? '',
      session: session.id,
      series: series?.id ?? '',
      faq: faq.id,
      supportMessage: supportMessage?.id ?? '',
      inactiveAdmin: inactiveAdmin.id,
    },
    emails: { patient: patient.email, professional: professional.email, admin: admin.email },
  }
}

/** The API's routes as `METHOD /path` (the OpenAPI UI's own files left out), from the app itself. */
export function apiRoutes(app: TestApp): string[] {
  return [...new Set(app.routeList)].filter((route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route)).sort()
}
