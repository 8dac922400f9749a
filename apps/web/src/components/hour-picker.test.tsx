import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import { HourPicker, type HourPickerProps, type OpenDay } from './hour-picker'

// Decision 044. The server groups hours by Brasília day. Tuesdays at 11:00 in Brasília (14:00 UTC) across
// Europe's clock change (28/03/2027), and a Sunday at 22:00 in Brasília, which is already Monday in Lisbon.
const hour = (start: string) => ({ start_time: start, end_time: new Date(Date.parse(start) + 50 * 60_000).toISOString(), available_date_id: 'slot-1', price: null, social_rate: false })
const DAYS: OpenDay[] = [
  { date: '2027-03-14', week_day: 0, hours: [hour('2027-03-15T01:00:00.000Z')] },
  { date: '2027-03-23', week_day: 2, hours: [hour('2027-03-23T14:00:00.000Z')] },
  { date: '2027-03-30', week_day: 2, hours: [hour('2027-03-30T14:00:00.000Z')] },
]

function renderPicker(props: Partial<HourPickerProps>) {
  const all: HourPickerProps = { days: DAYS, loading: false, date: null, start: null, onDateChange: vi.fn(), onHourChange: vi.fn(), ...props }
  renderWithRouter(<HourPicker {...all} />)
  return all
}
const hours = () => within(screen.getByRole('group', { name: 'Horários disponíveis' }))

afterEach(cleanup)

describe('hour picker in the reader’s zone', () => {
  it('shows a Lisbon reader 14:00, then 15:00 after Europe’s change, each with 11:00 in Brasília', () => {
    renderPicker({ timeZone: 'Europe/Lisbon', date: '2027-03-23' })
    expect(hours().getByRole('button').textContent).toBe('14:00' + '11:00 em Brasília')
    cleanup()
    renderPicker({ timeZone: 'Europe/Lisbon', date: '2027-03-30' })
    expect(hours().getByRole('button').textContent).toBe('15:00' + '11:00 em Brasília')
  })

  it('puts 22:00 of a Brasília Sunday under Monday for a Lisbon reader, with Brasília’s day beside it', async () => {
    const props = renderPicker({ timeZone: 'Europe/Lisbon', date: '2027-03-15' })
    expect(screen.getByRole('button', { name: /^15 de março de 2027, (disponível|escolhido)/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^14 de março de 2027, indisponível/ })).toBeInTheDocument()
    const button = hours().getByRole('button')
    expect(button.textContent).toBe('01:00' + '14/03 às 22:00 em Brasília')
    await userEvent.click(button)
    expect(props.onHourChange).toHaveBeenCalledWith(DAYS[0]?.hours[0])
  })

  it('reads 09:00 then 10:00 in New York across the US change', () => {
    const days: OpenDay[] = [
      { date: '2027-03-09', week_day: 2, hours: [hour('2027-03-09T14:00:00.000Z')] },
      { date: '2027-03-16', week_day: 2, hours: [hour('2027-03-16T14:00:00.000Z')] },
    ]
    renderPicker({ days, timeZone: 'America/New_York', date: '2027-03-09' })
    expect(hours().getByRole('button').textContent).toBe('09:00' + '11:00 em Brasília')
    cleanup()
    renderPicker({ days, timeZone: 'America/New_York', date: '2027-03-16' })
    expect(hours().getByRole('button').textContent).toBe('10:00' + '11:00 em Brasília')
  })

  it('shows a Brasília reader the plain hours and days, as before', () => {
    renderPicker({ date: '2027-03-14' })
    expect(hours().getByRole('button').textContent).toBe('22:00')
    expect(screen.queryByTestId('brasilia-hour')).not.toBeInTheDocument()
  })

  it('with no open day shows the reader’s month, not UTC’s, on a month’s last evening', () => {
    // 30/11/2026 at 23:30 in Brasília is already 01/12 in UTC.
    vi.useFakeTimers({ now: new Date('2026-12-01T02:30:00.000Z'), toFake: ['Date'] })
    try {
      renderPicker({ days: [] })
      expect(screen.getByRole('button', { name: /^30 de novembro de 2026, indisponível/ })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /^1 de dezembro de 2026/ })).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
