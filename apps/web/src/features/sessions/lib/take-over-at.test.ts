import { describe, expect, it } from 'vitest'
import type { SessionDto } from '@acolhe/shared/api/session'
import { awaitingPayment } from '../../../test/sessions'
import { sessionActions } from '../../../test/session-actions'
import { takeOverAt } from './take-over-at'

// Decision 128: a home rendered by the server takes itself over (downloads the app) at the first instant
// what it shows changes by the clock alone or becomes live, if the person has not shown intent before.

const now = new Date('2026-11-23T12:00:00.000Z') // 09:00 in Brasília
const later = (ms: number) => new Date(now.getTime() + ms)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const confirmed = (startsIn: number, changes: Partial<SessionDto> = {}): SessionDto => ({
  ...awaitingPayment,
  selected_date: later(startsIn).toISOString(),
  status: 'CONFIRMED',
  payment: 'DONE',
  actions: sessionActions(),
  ...changes,
})

describe("a rendered home's take-over instant", () => {
  it("is the next midnight in Brasília when nothing on it ticks (the 'Hoje' tab lists another day then)", () => {
    expect(takeOverAt({ viewer: 'patient', sessions: [], seriesListed: false, heldUntil: [], now })).toEqual(new Date('2026-11-24T03:00:00.000Z'))
  })

  it('is when a card\'s relative time reads differently', () => {
    // 'em 3 horas' becomes 'em 2 horas' 25 minutes (and a millisecond) from now.
    expect(takeOverAt({ viewer: 'patient', sessions: [confirmed(3 * HOUR + 25 * MINUTE)], seriesListed: false, heldUntil: [], now })).toEqual(later(25 * MINUTE + 1))
  })

  it('is when the free cancellation ends, 24 h before the consultation', () => {
    expect(takeOverAt({ viewer: 'patient', sessions: [confirmed(DAY + 30 * MINUTE)], seriesListed: false, heldUntil: [], now })).toEqual(later(30 * MINUTE))
  })

  it('comes before the start window opens: a consultation within the hours ahead ticks by the hour, then by the minute', () => {
    // The window opens 1 h 55 min from now; 'em 2 horas' already becomes 'em 1 hora' in 5 minutes.
    const session = confirmed(2 * HOUR + 5 * MINUTE, { actions: sessionActions({ join: 'disabled', join_opens_at: later(HOUR + 55 * MINUTE).toISOString() }) })
    expect(takeOverAt({ viewer: 'professional', sessions: [session], seriesListed: false, heldUntil: [], now })).toEqual(later(5 * MINUTE + 1))
    expect(takeOverAt({ viewer: 'patient', sessions: [confirmed(15 * MINUTE + 30_000)], seriesListed: false, heldUntil: [], now })).toEqual(later(30_001))
  })

  it("is when an unpaid hold expires, or an hour held by the waitlist is let go", () => {
    const hold = confirmed(3 * DAY + 12 * HOUR, { status: 'CREATED', payment: 'WAITING', checkout_expires_at: later(5 * MINUTE).toISOString() })
    expect(takeOverAt({ viewer: 'patient', sessions: [hold], seriesListed: false, heldUntil: [], now })).toEqual(later(5 * MINUTE))
    expect(takeOverAt({ viewer: 'patient', sessions: [], seriesListed: false, heldUntil: [later(20 * MINUTE).toISOString()], now })).toEqual(later(20 * MINUTE))
  })

  it("is now while the room is open on the professional's card (the patient's presence is live), not on the patient's (a link)", () => {
    const open = confirmed(5 * MINUTE + 30_000, { actions: sessionActions({ room: true }) })
    expect(takeOverAt({ viewer: 'professional', sessions: [open], seriesListed: false, heldUntil: [], now })).toEqual(now)
    expect(takeOverAt({ viewer: 'patient', sessions: [open], seriesListed: false, heldUntil: [], now })).toEqual(later(30_001))
  })

  it('is now when the page lists a series or a week of one (what the bank does is read by the app)', () => {
    const week = confirmed(5 * HOUR, { series_id: '5b1f0a52-3c1e-4a43-9f0e-6d2b8c1a7e01' })
    expect(takeOverAt({ viewer: 'patient', sessions: [week], seriesListed: false, heldUntil: [], now })).toEqual(now)
    expect(takeOverAt({ viewer: 'professional', sessions: [], seriesListed: true, heldUntil: [], now })).toEqual(now)
  })

  it('ignores what is already past, and counts a past consultation\'s relative time going up', () => {
    // Started 1 h 10 min ago: 'há 1 hora' becomes 'há 2 horas' in 50 minutes; its window and end are past.
    expect(takeOverAt({ viewer: 'patient', sessions: [confirmed(-(HOUR + 10 * MINUTE), { status: 'FINISHED' })], seriesListed: false, heldUntil: [], now })).toEqual(later(50 * MINUTE))
  })
})
