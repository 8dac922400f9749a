import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { ProcessorDto } from '@acolhe/shared/api/processors'
import { processorsTexts as t } from '@acolhe/shared/texts/processors'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { matchMediaWhere } from '../../../test/media-query'
import { ProcessorsPage } from './processors-page'

const whatsapp: ProcessorDto = {
  id: 'whatsapp',
  name: t.entries.whatsApp.name,
  purpose: t.entries.whatsApp.purpose,
  data: t.entries.whatsApp.data,
  country_code: 'US',
  country: 'Estados Unidos',
  legal_basis: t.bases.consent,
  transfer: t.standardClauses,
}
const payments: ProcessorDto = { ...whatsapp, id: 'mercadopago', name: t.entries.mercadoPago.name, country_code: 'BR', country: 'Brasil', transfer: null }

/** The page lays out a table from 62em (992 px) and cards below. */
const setScreenWidth = (px: number) => vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWhere((query) => query === '(min-width: 62em)' && px >= 992))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the processors page', () => {
  it('lists what the server says this installation uses, naming the standard clauses for one abroad', async () => {
    setScreenWidth(1280)
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ processors: [payments, whatsapp] }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<ProcessorsPage />)
    const rows = await screen.findAllByTestId('processor')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/processors')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText(t.noTransfer)).toBeInTheDocument()
    expect(within(rows[1]!).getByRole('rowheader', { name: t.entries.whatsApp.name })).toBeInTheDocument()
    expect(within(rows[1]!).getByText(t.standardClauses)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.backToPrivacy }).getAttribute('href')).toBe('/politica-de-privacidade')
    // The professionals' own calendars are not the installation's processors: the page explains them apart.
    expect(screen.getByRole('region', { name: t.ownCalendarsTitle })).toHaveTextContent(t.ownCalendars)
  })

  it('shows each processor as a card on a phone, and says when there is none', async () => {
    setScreenWidth(390)
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ processors: [whatsapp] })))
    renderWithRouter(<ProcessorsPage />)
    const [card] = await screen.findAllByTestId('processor')
    expect(within(card!).getByRole('heading', { level: 2, name: t.entries.whatsApp.name })).toBeInTheDocument()
    cleanup()
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ processors: [] })))
    renderWithRouter(<ProcessorsPage />)
    expect(await screen.findByText(t.empty)).toBeInTheDocument()
  })
})
