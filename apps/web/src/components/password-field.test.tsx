import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import { PasswordField } from './password-field'

afterEach(cleanup)

describe('password field', () => {
  it('hides the password until "Mostrar senha" is pressed, then offers "Ocultar senha"', async () => {
    renderWithRouter(<PasswordField label="Senha" />)
    const input = screen.getByLabelText('Senha', { selector: 'input' })
    await userEvent.type(input, 'segredo1')
    expect(input.getAttribute('type')).toBe('password')

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }))
    expect(input.getAttribute('type')).toBe('text')

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }))
    expect(input.getAttribute('type')).toBe('password')
  })

  it('announces its error message', () => {
    renderWithRouter(<PasswordField label="Senha" error="A senha deve ter no mínimo 6 caracteres" />)
    expect(screen.getByRole('alert').textContent).toBe('A senha deve ter no mínimo 6 caracteres')
    expect(screen.getByLabelText('Senha', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true')
  })
})
