import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { periodLabel } from '../lib/period-hours'
import { UnavailabilityForm } from './unavailability-form'

// Blocking part of a day: the hours travel as the instants Brasília's clock reads at them
// (15/12/2026 14:00 in Brasília is 17:00 UTC), whole days still as days.
const initial = { type: 'PERSONAL_DAY', start_date: '2026-12-15', end_date: '2026-12-15', reason: '' }

afterEach(cleanup)

async function chooseHour(label: string, hour: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }))
  await userEvent.click(await findOpenOption(hour))
}

describe('unavailability form', () => {
  it('sends whole days as days when the switch is off', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<UnavailabilityForm initial={initial} submitLabel="Salvar" pending={false} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ start_date: '2026-12-15', end_date: '2026-12-15' })
  })

  it("blocks only some hours with 'Só algumas horas', as Brasília instants", async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<UnavailabilityForm initial={initial} submitLabel="Salvar" pending={false} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('switch', { name: /Só algumas horas/ }))
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true)
    await chooseHour('Das', '14:00')
    await chooseHour('Até as', '18:00')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'PERSONAL_DAY', start_date: '2026-12-15T17:00:00.000Z', end_date: '2026-12-15T21:00:00.000Z' })
  })

  it('refuses an end hour not after the start hour on the same day', async () => {
    const onSubmit = vi.fn()
    renderWithRouter(<UnavailabilityForm initial={initial} submitLabel="Salvar" pending={false} onSubmit={onSubmit} initialHours={{ from: 18, to: 14 }} />)
    expect((screen.getByRole('switch', { name: /Só algumas horas/ }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('O início deve ser antes do fim')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('names a period of some hours with its hours, and whole days by their days', () => {
    expect(periodLabel({ start_date: '2026-12-15T17:00:00.000Z', end_date: '2026-12-15T21:00:00.000Z' })).toBe('15/12/2026, 14:00 às 18:00')
    expect(periodLabel({ start_date: '2026-12-15T03:00:00.000Z', end_date: '2026-12-17T02:59:59.999Z' })).toBe('15/12/2026 a 16/12/2026')
  })
})
