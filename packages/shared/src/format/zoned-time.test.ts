import { describe, expect, it } from 'vitest'
import { isSupportedTimeZone, timeZoneChoices, timeZonePlace } from '../time-zones'
import { brasiliaBeside, calendarDayIn, dateIn, dateTimeFor, differsFromBrasilia, instantAt, localBesideBrasilia, timeFor, timeIn, timeRangeIn, weekDayAndDateIn } from './zoned-time'

// A weekly hour at 11:00 in Brasília (14:00 UTC; Brazil has no DST) read in Lisbon and New York across
// their clock changes: Europe moves on the last Sunday of March (28/03/2027), the US on the second
// Sunday of March (14/03/2027) and the first Sunday of November (01/11/2026).
const brasilia11 = (day: string) => `${day}T11:00:00-03:00`

describe('the zoned hour formatter', () => {
  it('reads the same Brasília hour as 14:00 then 15:00 in Lisbon across the European spring change', () => {
    expect(timeIn(brasilia11('2027-03-23'), 'Europe/Lisbon')).toBe('14:00')
    expect(timeIn(brasilia11('2027-03-30'), 'Europe/Lisbon')).toBe('15:00')
    expect(localBesideBrasilia(brasilia11('2027-03-23'), 'Europe/Lisbon')).toBe('14:00 em Lisboa (11:00 em Brasília)')
    expect(localBesideBrasilia(brasilia11('2027-03-30'), 'Europe/Lisbon', { minutes: 50 })).toBe('15:00 - 15:50 em Lisboa (11:00 - 11:50 em Brasília)')
  })

  it('reads it as 09:00 then 10:00 in New York across the US spring change, and back in November', () => {
    expect(timeIn(brasilia11('2027-03-09'), 'America/New_York')).toBe('09:00')
    expect(timeIn(brasilia11('2027-03-16'), 'America/New_York')).toBe('10:00')
    expect(timeIn(brasilia11('2026-10-27'), 'America/New_York')).toBe('10:00')
    expect(timeIn(brasilia11('2026-11-03'), 'America/New_York')).toBe('09:00')
    expect(localBesideBrasilia(brasilia11('2026-11-03'), 'America/New_York', { local: `${dateIn(brasilia11('2026-11-03'), 'America/New_York')} às 09:00` })).toBe(
      '03/11/2026 às 09:00 em Nova York (11:00 em Brasília)',
    )
  })

  it('puts a late Brasília hour on the next day in Lisbon, with Brasília’s day beside it', () => {
    const late = '2027-03-14T22:00:00-03:00'
    expect(calendarDayIn(late, 'Europe/Lisbon')).toBe('2027-03-15')
    expect(calendarDayIn(late, 'America/Sao_Paulo')).toBe('2027-03-14')
    expect(weekDayAndDateIn(late, 'Europe/Lisbon')).toBe('segunda-feira, 15/03')
    expect(brasiliaBeside(late, 'Europe/Lisbon')).toBe('14/03 às 22:00')
    expect(localBesideBrasilia(late, 'Europe/Lisbon')).toBe('01:00 em Lisboa (14/03 às 22:00 em Brasília)')
  })

  it('adds nothing for a reader whose clock reads as Brasília’s', () => {
    expect(differsFromBrasilia(brasilia11('2027-03-23'), 'America/Sao_Paulo')).toBe(false)
    expect(differsFromBrasilia(brasilia11('2027-03-23'), 'America/Recife')).toBe(false)
    expect(localBesideBrasilia(brasilia11('2027-03-23'), 'America/Sao_Paulo')).toBeNull()
    expect(timeRangeIn(brasilia11('2027-03-23'), 50, 'America/Sao_Paulo')).toBe('11:00 - 11:50')
    expect(localBesideBrasilia(brasilia11('2027-03-23'), 'America/Manaus')).toBe('10:00 em Manaus (11:00 em Brasília)')
  })
})

describe('the one wording of a day and hour a patient reads (checkout, deadlines, receipts, reminders)', () => {
  it('puts the patient’s day and hour first, Brasília’s beside it, across the clock changes', () => {
    expect(dateTimeFor(brasilia11('2027-03-23'), 'Europe/Lisbon')).toBe('23/03/2027 às 14:00 em Lisboa (11:00 em Brasília)')
    expect(dateTimeFor(brasilia11('2027-03-30'), 'Europe/Lisbon')).toBe('30/03/2027 às 15:00 em Lisboa (11:00 em Brasília)')
    expect(dateTimeFor(brasilia11('2026-11-03'), 'America/New_York')).toBe('03/11/2026 às 09:00 em Nova York (11:00 em Brasília)')
    expect(dateTimeFor('2027-03-14T22:00:00-03:00', 'Europe/Lisbon')).toBe('15/03/2027 às 01:00 em Lisboa (14/03 às 22:00 em Brasília)')
    expect(timeFor(brasilia11('2027-03-23'), 'Europe/Lisbon')).toBe('14:00 em Lisboa (11:00 em Brasília)')
    expect(timeFor(brasilia11('2027-03-23'), 'Europe/Lisbon', 50)).toBe('14:00 - 14:50 em Lisboa (11:00 - 11:50 em Brasília)')
  })

  it('labels the hour as Brasília’s for a reader whose clock reads as Brasília’s, never leaving it bare', () => {
    expect(dateTimeFor(brasilia11('2027-03-23'), 'America/Sao_Paulo')).toBe('23/03/2027 às 11:00 (horário de Brasília)')
    expect(dateTimeFor(brasilia11('2027-03-23'), 'America/Recife')).toBe('23/03/2027 às 11:00 (horário de Brasília)')
    expect(timeFor(brasilia11('2027-03-23'), 'America/Sao_Paulo')).toBe('11:00 (horário de Brasília)')
    expect(timeFor(brasilia11('2027-03-23'), 'America/Sao_Paulo', 50)).toBe('11:00 - 11:50 (horário de Brasília)')
  })
})

describe('time-zone names', () => {
  it('accepts IANA zones and their aliases, refuses offsets, abbreviations and inventions', () => {
    for (const zone of ['America/Sao_Paulo', 'Europe/Lisbon', 'America/New_York', 'Asia/Tokyo', 'Europe/Kyiv', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(isSupportedTimeZone(zone), zone).toBe(true)
    }
    for (const zone of ['', 'Lisboa', 'Europe/Atlantis', '-03:00', 'BRT', 'GMT-3', 'America/Sao_Paulo; drop', 'x'.repeat(80)]) {
      expect(isSupportedTimeZone(zone), zone).toBe(false)
    }
  })

  it('names zones in Portuguese, falling back to the IANA city', () => {
    expect(timeZonePlace('Europe/Lisbon')).toBe('Lisboa')
    expect(timeZonePlace('America/New_York')).toBe('Nova York')
    expect(timeZonePlace('Asia/Tokyo')).toBe('Tóquio')
    expect(timeZonePlace('America/Argentina/Cordoba')).toBe('Cordoba')
  })

  it('lists the named zones first, then every other zone once', () => {
    const { common, other } = timeZoneChoices('Europe/Kyiv')
    expect(common.slice(0, 1)).toEqual(['America/Sao_Paulo'])
    expect(common).toContain('Europe/Lisbon')
    expect(other).not.toContain('Europe/Lisbon')
    expect(other).toContain('Europe/Kyiv')
    expect(new Set([...common, ...other]).size).toBe(common.length + other.length)
  })
})

describe('an hour of a day on a zone’s clock', () => {
  it('is the instant the zone reads that hour, with the offset of that day', () => {
    expect(instantAt('2026-12-15', 14, 'America/Sao_Paulo').toISOString()).toBe('2026-12-15T17:00:00.000Z')
    expect(instantAt('2026-12-15', 24, 'America/Sao_Paulo').toISOString()).toBe('2026-12-16T03:00:00.000Z')
    expect(instantAt('2027-03-23', 14, 'Europe/Lisbon').toISOString()).toBe('2027-03-23T14:00:00.000Z')
    expect(instantAt('2027-03-30', 14, 'Europe/Lisbon').toISOString()).toBe('2027-03-30T13:00:00.000Z')
  })
})
