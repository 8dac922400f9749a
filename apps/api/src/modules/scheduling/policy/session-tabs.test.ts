import { describe, expect, it } from 'vitest'
import { tabFilter } from './session-tabs'

const now = new Date('2026-12-02T12:10:00Z') // Wednesday 09:10 in Brasília

describe('the tabs of the consultation lists', () => {
  it('Hoje: every session of the Brasília day, whatever its status', () => {
    expect(tabFilter('today', now)).toEqual({ from: new Date('2026-12-02T03:00:00Z'), to: new Date('2026-12-03T03:00:00Z') })
  })
  it('Próximas: live sessions from tomorrow through 30 days', () => {
    expect(tabFilter('upcoming', now)).toEqual({
      statuses: ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED'],
      from: new Date('2026-12-03T03:00:00Z'),
      to: new Date('2027-01-02T03:00:00Z'),
    })
  })
  it('Todas: no filter', () => {
    expect(tabFilter('all', now)).toEqual({})
  })
})
