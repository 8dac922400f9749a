import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SessionDto } from '@acolhe/shared/api/session'
import { sessionActions } from '../../../test/session-actions'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { finishedWithPsychiatrist } from '../../../test/sessions'
import { NoShowButtons } from './no-show-buttons'
import { NoShowOutcome } from './no-show-outcome'

// The absence buttons show exactly what the server's `actions` offer and confirm before the request;
// the card's line reads the recorded absence (docs/decisions/038-no-shows.md).

const missed: SessionDto = { ...finishedWithPsychiatrist, status: 'CONFIRMED', actions: sessionActions({ mark_patient_no_show: true, mark_professional_no_show: true, no_show_refund_cents: 15500 }) }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('absence buttons and outcome', () => {
  it('shows nothing when the server offers nothing', () => {
    renderWithRouter(<NoShowButtons session={{ ...missed, actions: sessionActions() }} />)
    expect(screen.queryByRole('button', { name: 'Paciente não compareceu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Profissional não compareceu' })).not.toBeInTheDocument()
  })

  it("asks first, says what returns to the patient, then records the professional's absence", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ ...missed, status: 'PROFESSIONAL_NO_SHOW' }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<NoShowButtons session={missed} />)
    await userEvent.click(screen.getByRole('button', { name: 'Profissional não compareceu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Registrar que o profissional não compareceu?' })
    expect(dialog.textContent).toMatch(/R\$\s155,00 voltam ao saldo do paciente/)
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ausência' }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/api/session/${missed.id}/no-show`)
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toEqual({ absent: 'PROFESSIONAL' })
  })

  it('tells the patient what went back to their balance, and others what was recorded', () => {
    const recorded: SessionDto = { ...missed, status: 'PROFESSIONAL_NO_SHOW', no_show: { absent: 'PROFESSIONAL', marked_at: missed.selected_date, refunded_cents: 15500 } }
    renderWithRouter(<NoShowOutcome session={recorded} forPatient />)
    expect(screen.getByTestId('no-show-outcome').textContent).toMatch(/O profissional não compareceu\. R\$\s155,00 voltaram para o seu saldo\./)
    cleanup()
    renderWithRouter(<NoShowOutcome session={{ ...recorded, no_show: { absent: 'PATIENT', marked_at: missed.selected_date, refunded_cents: 0 } }} forPatient={false} />)
    expect(screen.getByTestId('no-show-outcome').textContent).toBe('O paciente não compareceu; a consulta continua cobrada.')
  })
})
