import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { renderWithRouter } from '../test/render'
import { BOTTOM_SHEET_QUERY, ResponsiveModal } from './responsive-modal'
import { matchMediaWhere } from '../test/media-query'

function stubViewport(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWhere((query) => narrow && query === BOTTOM_SHEET_QUERY))
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('responsive modal', () => {
  it('is a centred dialog on wide screens', async () => {
    stubViewport(false)
    renderWithRouter(
      <ResponsiveModal opened onClose={() => {}} title="Revisão">
        Conteúdo
      </ResponsiveModal>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revisão' })
    expect(dialog.closest('[data-layout]')?.getAttribute('data-layout')).toBe('dialog')
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
  })

  it('is a bottom sheet below 768px', async () => {
    stubViewport(true)
    renderWithRouter(
      <ResponsiveModal opened onClose={() => {}} title="Revisão">
        Conteúdo
      </ResponsiveModal>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revisão' })
    expect(dialog.closest('[data-layout]')?.getAttribute('data-layout')).toBe('sheet')
    expect(screen.getByText('Conteúdo')).toBeInTheDocument()
  })
})
