import { TZDate } from '@date-fns/tz'
import { expect, test } from 'vitest'
import { instantAtLocal, localDateOf, startOfLocalDay, TIME_ZONE } from './brasilia-time'

// `localDateOf` remembers the last day it answered and `startOfLocalDay` each day's midnight; both must
// answer what a fresh time-zone lookup answers, across days and across the DST changes Brazil had.

const pad = (n: number) => String(n).padStart(2, '0')
function directDateOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), TIME_ZONE)
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

const MINUTE = 60_000
/** Every quarter hour of a few days around an instant, in an order that jumps between days. */
function instantsAround(iso: string): Date[] {
  const center = Date.parse(iso)
  const instants: Date[] = []
  for (let minutes = -3 * 24 * 60; minutes <= 3 * 24 * 60; minutes += 15) instants.push(new Date(center + minutes * MINUTE))
  // Interleave both ends, so consecutive questions fall on different days as often as on the same one.
  return instants.flatMap((instant, index) => (index % 2 === 0 ? [instant] : [instants[instants.length - index] ?? instant]))
}

test.each([
  '2026-11-23T12:00:00.000Z', // no DST today
  '2018-11-04T03:00:00.000Z', // DST began at local midnight: 00:00 became 01:00
  '2019-02-17T02:00:00.000Z', // DST ended at local midnight: 00:00 came back to 23:00
])('the local day of every quarter hour around %s is the time-zone lookup\'s', (iso) => {
  for (const instant of instantsAround(iso)) expect(localDateOf(instant), instant.toISOString()).toBe(directDateOf(instant))
})

test('the start of a local day is the instant of its 00:00, asked once or again', () => {
  for (const date of ['2026-11-23', '2018-11-04', '2019-02-16', '2019-02-17', '2026-11-23']) {
    expect(startOfLocalDay(date).getTime()).toBe(instantAtLocal(date, 0).getTime())
  }
})
