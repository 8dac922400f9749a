import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import type { OpenDay } from './hour-picker'
import { ReturnHourModal, type ReturnHourModalProps } from './return-hour-modal'

// 17:00 and 18:00 UTC are 14:00 and 15:00 in Brasília.
const DAYS: OpenDay[] = [
  {
    date: '2026-11-25',
    week_day: 3,
    hours: [
      { start_time: '2026-11-25T17:00:00.000Z', end_time: '2026-11-25T17:50:00.000Z', available_date_id: 'slot-1', price: null, social_rate: false },
      { start_time: '2026-11-25T18:00:00.000Z', end_time: '2026-11-25T18:50:00.000Z', available_date_id: 'slot-1', price: null, social_rate: false },
    ],
  },
]

function renderModal(overrides: Partial<ReturnHourModalProps> = {}) {
  const props: ReturnHourModalProps = {
    title: 'Marcar retorno',
    intro: 'Retorno com Ricardo Mendes',
    modality: 'HYBRID',
    openTimes: { data: DAYS, isPending: false, isError: false, refetch: vi.fn() },
    pending: false,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  }
  renderWithRouter(<ReturnHourModal {...props} />)
  return props
}

afterEach(cleanup)

describe('return hour modal', () => {
  it('confirms only once an hour is chosen, with the chosen modality', async () => {
    const props = renderModal()
    const dialog = await screen.findByRole('dialog', { name: 'Marcar retorno' })
    expect(dialog.textContent).toContain('Retorno com Ricardo Mendes')
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar retorno' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)

    await userEvent.click(within(dialog).getByRole('button', { name: '25 de novembro de 2026, disponível' }))
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Horários disponíveis' })).getByRole('button', { name: '15:00' }))
    await userEvent.click(within(dialog).getByText('Presencial'))
    expect(confirm.disabled).toBe(false)
    await userEvent.click(confirm)

    expect(props.onSubmit).toHaveBeenCalledWith({ hour: DAYS[0]!.hours[1], online: false }, expect.any(Function))
  })

  it('after a refusal clears the hour and reloads the open times', async () => {
    const refetch = vi.fn()
    const onSubmit = vi.fn<ReturnHourModalProps['onSubmit']>((_choice, onRefused) => onRefused())
    renderModal({ modality: 'FULL_REMOTE', onSubmit, openTimes: { data: DAYS, isPending: false, isError: false, refetch } })
    const dialog = await screen.findByRole('dialog', { name: 'Marcar retorno' })
    expect(within(dialog).queryByText('Presencial')).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: '25 de novembro de 2026, disponível' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '14:00' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar retorno' }))

    expect(onSubmit).toHaveBeenCalledWith({ hour: DAYS[0]!.hours[0], online: true }, expect.any(Function))
    expect(refetch).toHaveBeenCalledTimes(1)
    expect((within(dialog).getByRole('button', { name: 'Confirmar retorno' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('offers a retry instead of the calendar when the open times fail to load', async () => {
    renderModal({ openTimes: { data: undefined, isPending: false, isError: true, refetch: vi.fn() } })
    const dialog = await screen.findByRole('dialog', { name: 'Marcar retorno' })
    expect(within(dialog).queryByRole('group', { name: 'Horários disponíveis' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument()
  })
})
