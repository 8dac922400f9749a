import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { SearchSettingsPage } from './search-settings-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/busca', () => {
  it("is titled as the menu entry 'Busca e valores' that opens it, with its two parts as sections", async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('practice-terms') ? jsonResponse({ terms: [] }) : jsonResponse({ services: [] }))))
    renderWithRouter(<SearchSettingsPage />, '/admin/busca')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Busca e valores')
    expect(await screen.findByRole('heading', { level: 2, name: 'Abordagens e temas' })).toBeInTheDocument()
    expect(document.title).toMatch(/^Busca e valores/)
  })
})
