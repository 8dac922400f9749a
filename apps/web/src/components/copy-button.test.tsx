import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import { COPIED_TIMEOUT_MS, CopyButton } from './copy-button'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('copy button', () => {
  it("copies the value and shows 'Copiado' for 2 seconds", async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    renderWithRouter(<CopyButton value="http://localhost/agendamento?d=abc" label="Copiar meu link" />)

    await user.click(screen.getByRole('button', { name: /Copiar meu link/ }))

    expect(writeText).toHaveBeenCalledWith('http://localhost/agendamento?d=abc')
    expect((await screen.findByRole('tooltip')).textContent).toBe('Copiado')
    expect(screen.getByText('Copiado', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(COPIED_TIMEOUT_MS).toBe(2000)
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: COPIED_TIMEOUT_MS + 15_000 })
  })
})
