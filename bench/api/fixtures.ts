import { openPostgres, type Db } from '../../apps/api/src/db/client'
import { unavailabilities } from '../../apps/api/src/db/schema/calendar'
import { externalBusyTimes, externalCalendars } from '../../apps/api/src/db/schema/external-calendars'
import { busyIntervalsOf } from '../../apps/api/src/modules/own-calendars/busy-times'
import { busyWindow } from '../../apps/api/src/modules/own-calendars/own-calendars.service'
import { createAvailability, createPatient, createProfessional, createService, createTelehealthConsent } from '../../apps/api/src/seed/factories'
import { seedDatabase } from '../../apps/api/src/seed/seed'
import { openHoursOf } from '../../apps/api/src/modules/scheduling/open-times/open-times.service'
import { sessions } from '../../apps/api/src/db/schema/sessions'
import { createAuthSession } from '../../apps/api/src/modules/auth/auth-sessions.service'
import { scratchPostgres } from '../lib/databases'
import { BENCH_PASSWORD } from '../lib/http-login'

// The data of the API benchmarks (part 1), written straight into the database before the server starts.

const WEEKDAYS_07_TO_22 = [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' }))
const HOUR = 3_600_000

/** A booking patient may hold 3 unpaid hours, 2 with one professional (the unpaid-hours limits). */
export const HOURS_PER_BOOKING_PATIENT = 3
/** The open-times subject's login: 300 online sessions ahead, a professional's full list. */
export const SUBJECT_EMAIL = 'bench.agenda@acolhe.local'

/**
 * The booking benchmark's plan: the booking of `professional` at its `hour`-th open start is made by this
 * booking patient. The professionals sharing an hour get different patients, and each patient books three
 * consecutive hours with three different professionals, then no more — every booking is allowed.
 */
export function bookingPatientOf(professional: number, hour: number, professionals: number): number {
  return ((professional + hour) % professionals) + professionals * Math.floor(hour / HOURS_PER_BOOKING_PATIENT)
}

/** The professionals booking patient `patient` books in that plan (they need its consent to online care). */
function professionalsOfBookingPatient(patient: number, professionals: number): number[] {
  const group = Math.floor(patient / professionals)
  const seat = patient % professionals
  return Array.from({ length: HOURS_PER_BOOKING_PATIENT }, (_, i) => {
    const hour = group * HOURS_PER_BOOKING_PATIENT + i
    return (((seat - hour) % professionals) + professionals) % professionals
  })
}

export type ApiFixtures = {
  openTimesProfessionalId: string
  /** Ten professionals with a connected calendar's busy times, and ten alike without (the same weekly hours). */
  calendarProfessionalIds: { with: string[]; without: string[] }
  bookingProfessionalIds: string[]
  /** Per booking professional, the open starts (ISO) far enough ahead to stay bookable during the run. */
  bookableStarts: string[][]
  /** Session tokens of the patients who book in the booking benchmark, opened straight in the database. */
  bookingPatientTokens: string[]
  patientEmails: string[]
  professionalEmails: string[]
}

/** The open starts as anyone sees them now (the hours the open-times route lists). */
async function openStarts(db: Db, professionalId: string): Promise<string[]> {
  return (await openHoursOf(db, professionalId, new Date())).map((h) => h.start.toISOString())
}

export async function seedApiFixtures(
  db: Db,
  counts: { patients: number; professionals: number; bookingPatients: number },
): Promise<ApiFixtures> {
  await seedDatabase(db, { demo: false })
  const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })

  const patientEmails = Array.from({ length: counts.patients }, (_, i) => `bench.paciente.${i}@acolhe.local`)
  for (const email of patientEmails) await createPatient(db, { email, password: BENCH_PASSWORD })

  // The open-times subject: every weekday 07:00–22:00, 300 booked hours and 5 unavailability periods.
  const subject = await createProfessional(db, { email: SUBJECT_EMAIL, password: BENCH_PASSWORD })
  await createAvailability(db, subject.id, WEEKDAYS_07_TO_22)
  const subjectStarts = await openStarts(db, subject.id)
  // Their own patient: the booking benchmark's patients must be free at every hour.
  const subjectPatient = await createPatient(db, { email: 'bench.agenda.paciente@acolhe.local', password: BENCH_PASSWORD })
  const booked = subjectStarts.filter((_, i) => i % 2 === 1).slice(0, 300)
  if (booked.length < 300) throw new Error(`only ${booked.length} hours to book for the open-times subject`)
  await db.insert(sessions).values(
    booked.map((start) => ({
      userId: subjectPatient.id,
      professionalId: subject.id,
      serviceId: service.id,
      selectedDate: new Date(start),
      isOnline: true,
      status: 'CONFIRMED' as const,
      payment: 'DONE' as const,
      serviceValueCents: service.valueCents,
      operatingCostCents: 500,
      priceCents: service.valueCents + 500,
      createdByKind: 'patient' as const,
      createdById: subjectPatient.id,
    })),
  )
  const lastStart = new Date(subjectStarts.at(-1) ?? Date.now())
  await db.insert(unavailabilities).values(
    [5, 12, 19, 26, 33].map((daysBeforeEnd) => {
      const startDate = new Date(lastStart.getTime() - daysBeforeEnd * 24 * HOUR)
      return { professionalId: subject.id, type: 'PERSONAL_DAY' as const, startDate, endDate: new Date(startDate.getTime() + 20 * HOUR), reason: 'Benchmark' }
    }),
  )

  const professionalEmails = Array.from({ length: counts.professionals }, (_, i) => `bench.profissional.${i}@acolhe.local`)
  const bookingProfessionalIds: string[] = []
  const bookableStarts: string[][] = []
  const earliest = Date.now() + 3 * HOUR
  for (const email of professionalEmails) {
    const professional = await createProfessional(db, { email, password: BENCH_PASSWORD })
    await createAvailability(db, professional.id, WEEKDAYS_07_TO_22)
    bookingProfessionalIds.push(professional.id)
    bookableStarts.push((await openStarts(db, professional.id)).filter((start) => Date.parse(start) > earliest))
  }

  // Logged in without the login route: a thousand argon2 verifications would take minutes of the run.
  const bookingPatientTokens: string[] = []
  for (let i = 0; i < counts.bookingPatients; i++) {
    const patient = await createPatient(db, { email: `bench.reserva.${i}@acolhe.local`, password: BENCH_PASSWORD })
    for (const professional of professionalsOfBookingPatient(i, bookingProfessionalIds.length)) {
      await createTelehealthConsent(db, { userId: patient.id, professionalId: bookingProfessionalIds[professional] ?? '' })
    }
    const { token } = await createAuthSession(db, { kind: 'patient', id: patient.id }, new Date())
    bookingPatientTokens.push(token)
  }
  const calendarProfessionalIds = await seedCalendarProfessionals(db)
  return { openTimesProfessionalId: subject.id, calendarProfessionalIds, bookingProfessionalIds, bookableStarts, bookingPatientTokens, patientEmails, professionalEmails }
}

/**
 * A therapist's own calendar as Google exports it: a weekly supervision in New York time, a daily lunch
 * hour, a fortnightly study group with one week moved, and an all-day event each month.
 */
function ownCalendarIcs(now: Date): string {
  const day = (offset: number) => new Date(now.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    'UID:supervisao@bench',
    `DTSTART;TZID=America/New_York:${day(-30)}T080000`,
    `DTEND;TZID=America/New_York:${day(-30)}T090000`,
    'RRULE:FREQ=WEEKLY;BYDAY=TU,TH',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:almoco@bench',
    `DTSTART;TZID=America/Sao_Paulo:${day(-10)}T120000`,
    `DTEND;TZID=America/Sao_Paulo:${day(-10)}T130000`,
    'RRULE:FREQ=DAILY',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:grupo@bench',
    `DTSTART;TZID=Europe/Lisbon:${day(-14)}T200000`,
    `DTEND;TZID=Europe/Lisbon:${day(-14)}T213000`,
    'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:congresso@bench',
    `DTSTART;VALUE=DATE:${day(3)}`,
    `DTEND;VALUE=DATE:${day(4)}`,
    'RRULE:FREQ=MONTHLY',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/**
 * Twenty professionals with the subject's weekly hours: ten with a connected calendar whose busy times are
 * stored as the sync job stores them (expanded by the same code), ten without. The calendars' next read
 * is a year away, so the server under test never reads them (the secret is a placeholder nobody opens).
 */
async function seedCalendarProfessionals(db: Db): Promise<{ with: string[]; without: string[] }> {
  const now = new Date()
  const { from, to } = busyWindow(now)
  const intervals = busyIntervalsOf(ownCalendarIcs(now), from, to, new Set())
  const ids = { with: [] as string[], without: [] as string[] }
  for (let i = 0; i < 20; i++) {
    const professional = await createProfessional(db, { email: `bench.calendario.${i}@acolhe.local`, password: BENCH_PASSWORD })
    await createAvailability(db, professional.id, WEEKDAYS_07_TO_22)
    if (i % 2 === 1) {
      ids.without.push(professional.id)
      continue
    }
    const [calendar] = await db
      .insert(externalCalendars)
      .values({ professionalId: professional.id, kind: 'ICS', label: 'calendar.google.com', secretKeyId: 'bench', secretIv: '', secretCiphertext: '', nextSyncAt: new Date(now.getTime() + 365 * 24 * HOUR) })
      .returning({ id: externalCalendars.id })
    await db.insert(externalBusyTimes).values(intervals.map((b) => ({ calendarId: calendar!.id, professionalId: professional.id, startsAt: b.start, endsAt: b.end })))
    ids.with.push(professional.id)
  }
  console.info(`own calendars: ${intervals.length} busy intervals for each of ${ids.with.length} professionals`)
  return ids
}

/**
 * A scratch PostgreSQL database, migrated and seeded with a small cast (10 patients, 2 professionals):
 * what the profiler and the CPU-per-request bench measure against. The caller drops it.
 */
export async function smallSeededPostgres(label: string) {
  const scratch = await scratchPostgres(label)
  const database = await openPostgres(scratch.databaseUrl ?? '', 4)
  await database.migrate()
  const fixtures = await seedApiFixtures(database.db, { patients: 10, professionals: 2, bookingPatients: 0 })
  await database.close()
  return { scratch, fixtures }
}
