import { openTimesSchema } from '@acolhe/shared/api/session'
import { BOOKING_MIN_LEAD_MINUTES, BOOKING_WINDOW_DAYS, SESSION_MINUTES } from '@acolhe/shared/constants'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/client'
import { unavailabilities } from '../src/db/schema/calendar'
import { sessions } from '../src/db/schema/sessions'
import { addLocalDays, instantAtLocal, localDateOf } from '../src/lib/brasilia-time'
import { computeOpenTimes } from '../src/modules/scheduling/open-times/open-times'
import { inPersonAvailable, priceTermsOf } from '../src/modules/scheduling/open-times/open-times.service'
import { consultationValueCents } from '../src/modules/scheduling/policy/consultation-value'
import { SERIES_LENGTHS } from '../src/modules/scheduling/policy/series-policy'
import { priceDto, priceOf } from '../src/modules/ledger/price'
import * as repo from '../src/modules/scheduling/scheduling.repository'
import { listHeldStartsBetween } from '../src/modules/scheduling/open-times/held-hours.repository'
import { createAvailability, createClinic, createPatient, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'

// The cached route (one statement for its data, one JSON.stringify of a hand-built object) must send
// byte for byte what the route sent before decision 051: six separate reads and the response schema's
// serialiser. The reference below is that earlier route, kept as the oracle; the data is the benchmark's
// subject (every weekday 07:00–22:00, 300 booked hours, 5 unavailable periods), plus 'valor social' hours.

const DAY = 24 * 3_600_000

async function referenceBody(db: Db, professionalId: string, now: Date): Promise<string> {
  const professional = await repo.findProfessional(db, professionalId)
  if (!professional) throw new Error('no professional')
  const to = new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * DAY)
  const [slots, periods, bookedStarts, heldStarts, service, inPerson] = await Promise.all([
    repo.listActiveSlots(db, professionalId),
    repo.listUnavailabilitiesBetween(db, professionalId, now, to),
    repo.listOccupyingStartsBetween(db, professionalId, now, to),
    listHeldStartsBetween(db, professionalId, now, to),
    repo.findServiceFor(db, professional.professionalType, 'DEFAULT'),
    inPersonAvailable(db, professional),
  ])
  const days = computeOpenTimes({
    now,
    slots,
    unavailabilities: periods,
    bookedStarts: [...bookedStarts, ...heldStarts],
    sessionMinutes: SESSION_MINUTES,
    minLeadMinutes: BOOKING_MIN_LEAD_MINUTES,
    windowDays: BOOKING_WINDOW_DAYS,
  })
  const terms = service ? priceTermsOf(service, professional) : null
  const priceAt = (socialHour: boolean) => (terms ? priceDto(priceOf('DEFAULT', consultationValueCents('DEFAULT', terms, socialHour))) : null)
  const socialSlots = new Set(slots.filter((s) => s.socialRate).map((s) => s.id))
  const answer = {
    professionalAvailability: {
      in_person_available: inPerson,
      price: priceAt(false),
      series_options: SERIES_LENGTHS.map((weeks) => ({ weeks })),
      availability: days.map((day) => ({
        date: day.date,
        week_day: day.weekDay,
        hours: day.hours.map((h) => ({
          start_time: h.start.toISOString(),
          end_time: h.end.toISOString(),
          available_date_id: h.slotId,
          price: priceAt(socialSlots.has(h.slotId)),
          social_rate: socialSlots.has(h.slotId),
        })),
      })),
    },
  }
  // What Fastify ran for this route's 200 answer before.
  return serializerCompiler({ schema: openTimesSchema, method: 'GET', url: '/api/public/available-dates/:id' })(answer)
}

describe('the cached open-times answer against the earlier route', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ now: '2026-12-02T12:10:00.000Z' })
  })
  afterAll(() => app.close())

  for (const now of ['2026-12-02T12:10:00.000Z', '2026-11-29T02:30:00.000Z', '2026-12-31T19:00:00.000Z']) {
    it(`is byte for byte the earlier answer for the benchmark's subject at ${now}, computed and from the cache`, async () => {
      app.clock.set(now)
      const db = app.database.db
      await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000, minValueCents: 8000, maxValueCents: 30000 })
      const clinic = await createClinic(db)
      const professional = await createProfessional(db, { serviceModality: 'HYBRID', clinicId: clinic.id, ownValueCents: 20000, socialValueCents: 9000 })
      const slots = await createAvailability(db, professional.id, [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' })))
      await createAvailability(db, professional.id, [{ weekDay: 6, startTime: '0800', endTime: '1200' }].map((slot) => ({ ...slot, socialRate: true })))
      const patient = await createPatient(db)
      const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
      const firstDay = localDateOf(new Date(now))
      const booked: Date[] = []
      for (let day = 1; booked.length < 300; day++) for (const hour of [8, 9, 10, 14, 15, 16, 19]) booked.push(instantAtLocal(addLocalDays(firstDay, day), hour))
      await db.insert(sessions).values(
        booked.slice(0, 300).map((start) => ({
          userId: patient.id,
          professionalId: professional.id,
          serviceId: service.id,
          selectedDate: start,
          isOnline: true,
          status: 'CONFIRMED' as const,
          payment: 'DONE' as const,
          serviceValueCents: 15000,
          operatingCostCents: 500,
          priceCents: 15500,
          createdByKind: 'patient' as const,
          createdById: patient.id,
        })),
      )
      await db.insert(unavailabilities).values(
        [3, 10, 17, 24, 31].map((day) => ({
          professionalId: professional.id,
          type: 'PERSONAL_DAY' as const,
          startDate: instantAtLocal(addLocalDays(firstDay, day), 11),
          endDate: instantAtLocal(addLocalDays(firstDay, day), 15, 30),
        })),
      )
      expect(slots).toHaveLength(5)

      const reference = await referenceBody(db, professional.id, new Date(now))
      const url = `/api/public/available-dates/${professional.id}`
      const computed = await app.inject({ url })
      const cached = await app.inject({ url })
      expect(computed.body).toBe(reference)
      expect(cached.body).toBe(reference)
      expect(reference).toContain('"social_rate":true')
      expect(JSON.parse(reference).professionalAvailability.availability.length).toBeGreaterThan(30)
    })
  }
})
