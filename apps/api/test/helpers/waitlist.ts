import { like } from 'drizzle-orm'
import { BOOKING_WINDOW_DAYS } from '@acolhe/shared/constants'
import type { Db } from '../../src/db/client'
import { emailOutbox } from '../../src/db/schema/operations'
import { waitlistHolds } from '../../src/db/schema/waitlist'
import { createAvailability, createPatient, createProfessional, createService, createSession } from '../../src/seed/factories'

// The waitlist's fixtures (decision 041): a professional whose one weekly hour is full for the whole
// booking window, and readers of the holds and offer emails.

const DAY = 24 * 3_600_000

/** Every start of one weekly UTC instant inside the booking window that opens at `now`. */
export function weeklyStartsInWindow(first: Date, now: Date): Date[] {
  const starts: Date[] = []
  const last = now.getTime() + BOOKING_WINDOW_DAYS * DAY
  for (let t = first.getTime(); t <= last; t += 7 * DAY) starts.push(new Date(t))
  return starts
}

/**
 * An authorized online psychologist who works only on Wednesdays 10:00–11:00 (Brasília), every one of
 * those hours in the window booked (CONFIRMED) by one other patient. Returns the sessions, first = 25/11.
 */
export async function createFullProfessional(db: Db, now: Date, firstWednesday10h = new Date('2026-11-25T13:00:00.000Z')) {
  const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
  const professional = await createProfessional(db, { serviceModality: 'FULL_REMOTE', professionalType: 'PSYCHOLOGIST' })
  await createAvailability(db, professional.id, [{ weekDay: 3, startTime: '1000', endTime: '1100' }])
  const filler = await createPatient(db)
  const sessions = []
  for (const start of weeklyStartsInWindow(firstWednesday10h, now)) {
    sessions.push(await createSession(db, { userId: filler.id, professionalId: professional.id, serviceId: service.id, selectedDate: start, status: 'CONFIRMED', payment: 'DONE' }))
  }
  return { professional, service, filler, sessions }
}

export function holdsOf(db: Db) {
  return db.select().from(waitlistHolds)
}

export function offerEmails(db: Db) {
  return db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'waitlist:offer:%'))
}
