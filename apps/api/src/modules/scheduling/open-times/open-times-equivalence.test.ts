import { describe, expect, it } from 'vitest'
import { addLocalDays, instantAtLocal, localDateOf, weekDayOfLocalDate, type LocalDate } from '../../../lib/brasilia-time'
import { computeOpenTimes, hoursOfSlot, type OpenDay, type OpenTimesInput } from './open-times'

// The open-times layout takes whole hours from a day's midnight instead of asking the time-zone database
// for every hour (lib/brasilia-time.ts `localHourClock`). Its answer must be exactly the one the
// hour-by-hour computation gave: the reference below is that computation, kept here as the oracle, and the
// data is the benchmark's subject (every weekday 07:00–22:00, 300 booked hours, 5 unavailable periods,
// eight weeks).

function referenceOpenTimes(input: OpenTimesInput): OpenDay[] {
  const earliest = new Date(input.now.getTime() + input.minLeadMinutes * 60_000)
  const latest = new Date(input.now.getTime() + input.windowDays * 24 * 3_600_000)
  const booked = new Set(input.bookedStarts.map((d) => d.getTime()))
  const days: OpenDay[] = []
  for (let date: LocalDate = localDateOf(earliest); date <= localDateOf(latest); date = addLocalDays(date, 1)) {
    const hours: OpenDay['hours'] = []
    for (const slot of input.slots.filter((s) => s.weekDay === weekDayOfLocalDate(date))) {
      for (const hour of hoursOfSlot(slot)) {
        const start = instantAtLocal(date, hour)
        const end = new Date(start.getTime() + input.sessionMinutes * 60_000)
        if (start < earliest || start > latest || booked.has(start.getTime())) continue
        if (input.unavailabilities.some((p) => start < p.endDate && end > p.startDate)) continue
        hours.push({ start, end, slotId: slot.id })
      }
    }
    hours.sort((a, b) => a.start.getTime() - b.start.getTime())
    const unique = hours.filter((h, i) => i === 0 || h.start.getTime() !== hours[i - 1]!.start.getTime())
    if (unique.length > 0) days.push({ date, weekDay: weekDayOfLocalDate(date), hours: unique })
  }
  return days
}

/** The benchmark's subject, laid out around `now`: 300 booked hours from the next day on, 5 periods off. */
function benchSubject(now: Date): OpenTimesInput {
  const slots = [1, 2, 3, 4, 5].map((weekDay) => ({ id: `slot-${weekDay}`, weekDay, startTime: '07:00', endTime: '22:00' }))
  const firstDay = localDateOf(now)
  const bookedStarts: Date[] = []
  for (let day = 1; bookedStarts.length < 300; day++) {
    const date = addLocalDays(firstDay, day)
    if (weekDayOfLocalDate(date) === 0 || weekDayOfLocalDate(date) === 6) continue
    for (const hour of [8, 9, 10, 14, 15, 16, 19]) bookedStarts.push(instantAtLocal(date, hour))
  }
  const unavailabilities = [3, 10, 17, 24, 31].map((day) => ({
    startDate: instantAtLocal(addLocalDays(firstDay, day), 11),
    endDate: instantAtLocal(addLocalDays(firstDay, day), 15, 30),
  }))
  return { now, slots, unavailabilities, bookedStarts: bookedStarts.slice(0, 300), sessionMinutes: 50, minLeadMinutes: 120, windowDays: 56 }
}

describe('open times laid out from each day’s midnight', () => {
  // The browser suite's three instants, and two windows across Brazil's last daylight-saving changes
  // (clocks forward at 00:00 on 4 Nov 2018, back at 00:00 on 17 Feb 2019), where hours must come from the
  // time-zone database.
  for (const now of ['2026-12-02T09:10:00-03:00', '2026-11-28T23:30:00-03:00', '2026-12-31T16:00:00-03:00', '2018-10-20T10:00:00-03:00', '2019-01-25T08:00:00-02:00']) {
    it(`gives byte for byte the hour-by-hour answer for the benchmark's subject at ${now}`, () => {
      const input = benchSubject(new Date(now))
      const answer = JSON.stringify(computeOpenTimes(input))
      expect(answer).toBe(JSON.stringify(referenceOpenTimes(input)))
      expect(computeOpenTimes(input).reduce((sum, day) => sum + day.hours.length, 0)).toBeGreaterThan(100)
    })
  }

  it('on the days the clocks changed, with Sunday hours too, the answer is still the hour-by-hour one', () => {
    for (const now of ['2018-10-20T10:00:00-03:00', '2019-01-25T08:00:00-02:00']) {
      const weekdays = benchSubject(new Date(now))
      const input: OpenTimesInput = { ...weekdays, slots: [...weekdays.slots, { id: 'slot-0', weekDay: 0, startTime: '07:00', endTime: '22:00' }] }
      expect(JSON.stringify(computeOpenTimes(input))).toBe(JSON.stringify(referenceOpenTimes(input)))
    }
  })

  it('across a daylight-saving change the hours are the local hours, not midnight plus a fixed count', () => {
    const weekdays = benchSubject(new Date('2018-10-20T10:00:00-03:00'))
    const input: OpenTimesInput = { ...weekdays, slots: [{ id: 'slot-0', weekDay: 0, startTime: '07:00', endTime: '22:00' }], bookedStarts: [], unavailabilities: [] }
    // Clocks went forward at 00:00 on Sunday 4 Nov 2018 (UTC-3 to UTC-2): 07:00 that day was 09:00Z,
    // while the day before's 07:00 was 10:00Z.
    const days = computeOpenTimes(input)
    expect(days.find((day) => day.date === '2018-11-04')?.hours[0]?.start.toISOString()).toBe('2018-11-04T09:00:00.000Z')
    expect(days.find((day) => day.date === '2018-10-28')?.hours[0]?.start.toISOString()).toBe('2018-10-28T10:00:00.000Z')
  })
})
