import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import { MonthCalendar } from './month-calendar'

const AVAILABLE = ['2026-11-23', '2026-11-25']

function Harness({ onChange }: { onChange: (date: string) => void }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <MonthCalendar
      availableDates={AVAILABLE}
      value={value}
      month="2026-11-01"
      onChange={(date) => {
        setValue(date)
        onChange(date)
      }}
    />
  )
}

afterEach(cleanup)

describe('month calendar', () => {
  it("marks no day as today: a page the server rendered would carry the server's day, not the visitor's (decision 116)", () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00.000Z'), toFake: ['Date'] })
    try {
      renderWithRouter(<Harness onChange={() => {}} />)
      expect(screen.getByRole('button', { name: '24 de novembro de 2026, indisponível' })).toBeInTheDocument()
      expect(document.querySelectorAll('[data-today]:not([data-today="false"])')).toHaveLength(0)
      expect(screen.getByRole('button', { name: '24 de novembro de 2026, indisponível' })).toHaveAttribute('data-today', 'false')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the weekdays Dom..Sáb and the legend', () => {
    renderWithRouter(<Harness onChange={() => {}} />)
    for (const day of ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']) expect(screen.getByText(day)).toBeInTheDocument()
    expect(screen.getByText('Dias disponíveis')).toBeInTheDocument()
    expect(screen.getByText('Dia escolhido')).toBeInTheDocument()
    expect(screen.getByText(/novembro/i)).toBeInTheDocument()
  })

  it('lets only available days be chosen, marks them green and highlights the chosen one', async () => {
    const onChange = vi.fn()
    renderWithRouter(<Harness onChange={onChange} />)

    const unavailable = screen.getByRole('button', { name: '24 de novembro de 2026, indisponível' })
    expect(unavailable.hasAttribute('disabled') || unavailable.getAttribute('data-disabled') === 'true').toBe(true)
    await userEvent.click(unavailable)
    expect(onChange).not.toHaveBeenCalled()

    const available = screen.getByRole('button', { name: '25 de novembro de 2026, disponível' })
    expect(available.getAttribute('data-available')).toBe('true')
    await userEvent.click(available)
    expect(onChange).toHaveBeenCalledWith('2026-11-25')

    const chosen = screen.getByRole('button', { name: '25 de novembro de 2026, escolhido' })
    expect(chosen.hasAttribute('data-selected')).toBe(true)
  })

  it('navigates between months', async () => {
    const onMonthChange = vi.fn()
    renderWithRouter(<MonthCalendar availableDates={AVAILABLE} value={null} onChange={() => {}} onMonthChange={onMonthChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }))
    expect(onMonthChange).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }))
    expect(onMonthChange).toHaveBeenCalledTimes(2)
  })
})
