import { describe, expect, it } from 'vitest'
import {
  brazilianDateToIso,
  DATE_FORMAT_ERROR,
  formatHhmm,
  formatRelative,
  formatTimeRange,
  formatWeekDayAndDate,
  isoDateToBrazilian,
  nextRelativeChange,
  maskDateTyping,
  parseBrazilianDate,
} from './dates'

describe('parseBrazilianDate', () => {
  it('accepts real days of 1900-2029', () => {
    expect(parseBrazilianDate('15/03/1990')).toEqual({ year: 1990, month: 3, day: 15 })
    expect(parseBrazilianDate('01/01/1900')).not.toBeNull()
    expect(parseBrazilianDate('31/12/2029')).not.toBeNull()
    expect(parseBrazilianDate('29/02/2024')).not.toBeNull()
  })
  it.each(['31/12/1899', '01/01/2030', '00/01/2000', '32/01/2000', '10/13/2000', '31/02/2001', '29/02/2023', '1/1/2000', '2000-01-01', ''])(
    'refuses %s',
    (text) => expect(parseBrazilianDate(text)).toBeNull(),
  )
})

describe('brazilianDateToIso', () => {
  it('converts dd/mm/yyyy to yyyy-mm-dd', () => expect(brazilianDateToIso('05/11/1987')).toBe('1987-11-05'))
  it.each(['5/11/1987', '05/11/87', '05-11-1987', 'abc'])('throws the format error for %s', (text) => {
    expect(() => brazilianDateToIso(text)).toThrow(DATE_FORMAT_ERROR)
  })
  it('round-trips with isoDateToBrazilian', () => {
    expect(isoDateToBrazilian(brazilianDateToIso('24/12/2001'))).toBe('24/12/2001')
    expect(isoDateToBrazilian('2001-12-24T10:00:00.000Z')).toBe('24/12/2001')
    expect(isoDateToBrazilian(null)).toBe('')
  })
})

describe('maskDateTyping', () => {
  it('inserts slashes as digits are typed', () => {
    expect(maskDateTyping('1')).toBe('1')
    expect(maskDateTyping('150')).toBe('15/0')
    expect(maskDateTyping('15031990')).toBe('15/03/1990')
    expect(maskDateTyping('15/03/19901234')).toBe('15/03/1990')
  })
  it('cuts a day outside 1-31, a month outside 1-12 and a year over 2100', () => {
    expect(maskDateTyping('32')).toBe('3')
    expect(maskDateTyping('00')).toBe('0')
    expect(maskDateTyping('1513')).toBe('15/1')
    expect(maskDateTyping('15032101')).toBe('15/03/210')
    expect(maskDateTyping('15032100')).toBe('15/03/2100')
  })
})

describe('times in Brasília', () => {
  it('formats a 50-minute session as HH:MM - HH:MM in São Paulo time', () => {
    expect(formatTimeRange('2026-11-23T13:00:00.000Z', 50)).toBe('10:00 - 10:50')
  })
  it('names the weekday and day of a session card', () => {
    expect(formatWeekDayAndDate('2026-11-23T13:00:00.000Z')).toBe('segunda-feira, 23/11')
    // 01:30 UTC on the 24th is still the 23rd in Brasília.
    expect(formatWeekDayAndDate('2026-11-24T01:30:00.000Z')).toBe('segunda-feira, 23/11')
  })
  it('shows HHMM slots as HH:MM', () => expect(formatHhmm('0800')).toBe('08:00'))
})

describe('formatRelative', () => {
  const now = new Date('2026-11-23T12:00:00.000Z')
  const at = (ms: number) => new Date(now.getTime() + ms)
  it('uses hours under 24 h, days under 365 days, otherwise years', () => {
    expect(formatRelative(at(3 * 3_600_000), now)).toBe('em 3 horas')
    expect(formatRelative(at(-1 * 3_600_000), now)).toBe('há 1 hora')
    expect(formatRelative(at(2 * 86_400_000), now)).toBe('em 2 dias')
    expect(formatRelative(at(-400 * 86_400_000), now)).toBe('há 1 ano')
    expect(formatRelative(at(5 * 60_000), now)).toBe('em 5 minutos')
    expect(formatRelative(now, now)).toBe('agora')
  })
})

describe('nextRelativeChange', () => {
  const now = new Date('2026-11-23T12:00:00.000Z')
  const at = (ms: number) => new Date(now.getTime() + ms)
  // Walks the clock a millisecond at a time around the instant returned: the text is the same just
  // before it and differs at it (or, at 'agora', it is the moment the instant is passed).
  it.each([
    ['in hours', 3 * 3_600_000 + 25 * 60_000, 25 * 60_000 + 1],
    ['in days', 2 * 86_400_000 + 5_000, 5_001],
    ['in minutes', 5 * 60_000 + 30_000, 30_001],
    ['hours ago', -(3_600_000 + 10 * 60_000), 50 * 60_000],
    ['days ago', -(400 * 86_400_000), 330 * 86_400_000],
  ])('%s: the first instant the text reads differently', (_label, offset, expectedStep) => {
    const instant = at(offset)
    const change = nextRelativeChange(instant, now)
    expect(change.getTime() - now.getTime()).toBe(expectedStep)
    expect(formatRelative(instant, new Date(change.getTime() - 1))).toBe(formatRelative(instant, now))
    expect(formatRelative(instant, change)).not.toBe(formatRelative(instant, now))
  })
})
