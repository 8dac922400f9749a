import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { renderWithRouter } from '../test/render'
import { CardAlert } from './card-alert'
import { ComingSoon } from './coming-soon'

afterEach(cleanup)

describe('"Em breve" page', () => {
  it('names the screen, says it is not ready and offers only the way back', () => {
    renderWithRouter(<ComingSoon title="Calendário" backTo="/profissional/home" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Calendário' })).toBeTruthy()
    expect(screen.getByText('Em breve')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/profissional/home')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('has no way back on the area home itself', () => {
    renderWithRouter(<ComingSoon title="Dashboard" backTo={null} />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('card alert', () => {
  it("is headed 'Atenção'", () => {
    renderWithRouter(<CardAlert>Cancelar agora não devolve o valor pago.</CardAlert>)
    expect(screen.getByText('Atenção')).toBeTruthy()
    expect(screen.getByText('Cancelar agora não devolve o valor pago.')).toBeTruthy()
  })
})
