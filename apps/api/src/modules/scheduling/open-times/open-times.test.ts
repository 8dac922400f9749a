import { describe, expect, it } from 'vitest'
import { computeOpenTimes, findOpenStart, hoursOfSlot, type OpenTimesInput } from './open-times'

// Brasília is UTC-3 all year (no DST since 2019): 08:00 local = 11:00Z.
const base = (overrides: Partial<OpenTimesInput> = {}): OpenTimesInput => ({
  now: new Date('2026-11-23T09:00:00Z'), // Monday 06:00 in Brasília
  slots: [{ id: 'mon-morning', weekDay: 1, startTime: '0800', endTime: '1200' }],
  unavailabilities: [],
  bookedStarts: [],
  sessionMinutes: 50,
  minLeadMinutes: 60,
  windowDays: 60,
  ...overrides,
})

const isoStarts = (input: OpenTimesInput, date: string) =>
  computeOpenTimes(input)
    .find((d) => d.date === date)
    ?.hours.map((h) => h.start.toISOString()) ?? []

describe('hours of a weekly slot', () => {
  it('08:00–12:00 offers 08:00, 09:00, 10:00 and 11:00 (50 minutes + 10-minute gap per hour)', () => {
    expect(hoursOfSlot({ startTime: '0800', endTime: '1200' })).toEqual([8, 9, 10, 11])
  })
  it('a one-hour slot offers exactly one session', () => {
    expect(hoursOfSlot({ startTime: '2200', endTime: '2300' })).toEqual([22])
  })
})

describe('open times', () => {
  it('offers every hour of the slot on its weekday, with start and 50-minute end', () => {
    const days = computeOpenTimes(base())
    const monday = days.find((d) => d.date === '2026-11-23')
    expect(monday?.weekDay).toBe(1)
    expect(monday?.hours.map((h) => [h.start.toISOString(), h.end.toISOString()])).toEqual([
      ['2026-11-23T11:00:00.000Z', '2026-11-23T11:50:00.000Z'],
      ['2026-11-23T12:00:00.000Z', '2026-11-23T12:50:00.000Z'],
      ['2026-11-23T13:00:00.000Z', '2026-11-23T13:50:00.000Z'],
      ['2026-11-23T14:00:00.000Z', '2026-11-23T14:50:00.000Z'],
    ])
    expect(days.every((d) => d.weekDay === 1)).toBe(true)
  })

  it('a professional with no availability has no open day', () => {
    expect(computeOpenTimes(base({ slots: [] }))).toEqual([])
  })

  it('hides a booked hour and offers it again once that session is cancelled (not in bookedStarts)', () => {
    const booked = base({ bookedStarts: [new Date('2026-11-23T12:00:00Z')] })
    expect(isoStarts(booked, '2026-11-23')).not.toContain('2026-11-23T12:00:00.000Z')
    expect(isoStarts(base(), '2026-11-23')).toContain('2026-11-23T12:00:00.000Z')
  })

  it('an unavailability over part of a day removes only the hours it overlaps', () => {
    const input = base({
      unavailabilities: [{ startDate: new Date('2026-11-23T12:30:00Z'), endDate: new Date('2026-11-23T13:10:00Z') }],
    })
    expect(isoStarts(input, '2026-11-23')).toEqual(['2026-11-23T11:00:00.000Z', '2026-11-23T14:00:00.000Z'])
  })

  it('an unavailability ending exactly when a session starts does not remove it', () => {
    const input = base({
      unavailabilities: [{ startDate: new Date('2026-11-23T03:00:00Z'), endDate: new Date('2026-11-23T12:00:00Z') }],
    })
    expect(isoStarts(input, '2026-11-23')).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T13:00:00.000Z',
      '2026-11-23T14:00:00.000Z',
    ])
  })

  it('a whole-week vacation removes every day it covers', () => {
    const input = base({
      unavailabilities: [{ startDate: new Date('2026-11-23T03:00:00Z'), endDate: new Date('2026-12-01T02:59:59Z') }],
    })
    expect(computeOpenTimes(input).map((d) => d.date).slice(0, 1)).toEqual(['2026-12-07'])
  })

  it('starts the window one hour after now', () => {
    // 10:30 local: earliest is 11:30, so the 11:00 hour is gone and the day has nothing left.
    expect(isoStarts(base({ now: new Date('2026-11-23T13:30:00Z') }), '2026-11-23')).toEqual([])
    // 09:59 and 10:00 local: 11:00 is at least an hour away, 10:00 is not.
    expect(isoStarts(base({ now: new Date('2026-11-23T12:59:00Z') }), '2026-11-23')).toEqual(['2026-11-23T14:00:00.000Z'])
    expect(isoStarts(base({ now: new Date('2026-11-23T13:00:00Z') }), '2026-11-23')).toEqual(['2026-11-23T14:00:00.000Z'])
    // 08:59 local: 10:00 is 61 minutes away and offered; 09:00 is not.
    expect(isoStarts(base({ now: new Date('2026-11-23T11:59:00Z') }), '2026-11-23')).toEqual([
      '2026-11-23T13:00:00.000Z',
      '2026-11-23T14:00:00.000Z',
    ])
  })

  it('ends the window 60 days after now', () => {
    const days = computeOpenTimes(base())
    const last = days[days.length - 1]!
    expect(last.date).toBe('2027-01-18') // Monday 56 days later; 2027-01-25 is beyond 60 days
    const exact = base({ now: new Date('2026-11-23T11:00:00Z'), windowDays: 7 })
    // Exactly 7 days after now (08:00 next Monday) is still inside the window.
    expect(isoStarts(exact, '2026-11-30')[0]).toBe('2026-11-30T11:00:00.000Z')
    expect(isoStarts(exact, '2026-11-30')).toHaveLength(1)
  })

  it('puts late-evening hours on the right Brasília day across UTC midnight', () => {
    const input = base({ slots: [{ id: 'sun-night', weekDay: 0, startTime: '2200', endTime: '2400' }] })
    const sunday = computeOpenTimes(input).find((d) => d.date === '2026-11-29')
    // 22:00 and 23:00 on Sunday in Brasília are 01:00 and 02:00 UTC on Monday.
    expect(sunday?.hours.map((h) => h.start.toISOString())).toEqual([
      '2026-11-30T01:00:00.000Z',
      '2026-11-30T02:00:00.000Z',
    ])
    expect(computeOpenTimes(input).every((d) => d.weekDay === 0)).toBe(true)
  })

  it('starts the first day at the Brasília date of now + 1 h, even when UTC is already the next day', () => {
    // 22:30 Sunday in Brasília = 01:30 UTC Monday.
    const input = base({
      now: new Date('2026-11-30T01:30:00Z'),
      slots: [{ id: 'sun-night', weekDay: 0, startTime: '2000', endTime: '2400' }],
    })
    expect(computeOpenTimes(input)[0]?.date).toBe('2026-12-06')
  })

  it('findOpenStart agrees with the listing', () => {
    const input = base({ bookedStarts: [new Date('2026-11-23T12:00:00Z')] })
    expect(findOpenStart(input, new Date('2026-11-23T11:00:00Z'))?.slotId).toBe('mon-morning')
    expect(findOpenStart(input, new Date('2026-11-23T12:00:00Z'))).toBeUndefined()
    expect(findOpenStart(input, new Date('2026-11-23T11:30:00Z'))).toBeUndefined()
    expect(findOpenStart(input, new Date('2026-11-24T11:00:00Z'))).toBeUndefined()
  })
})
