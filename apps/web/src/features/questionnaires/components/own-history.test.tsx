import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { OwnHistory } from './own-history'

// The patient's 'Seu histórico' (decision 099): drawn from what the API sends — nothing when nothing is shared.

const PROFESSIONAL = '11111111-1111-4111-8111-111111111111'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the patient's own questionnaire history", () => {
  it('shows nothing when the professional shared nothing', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => jsonResponse({ data: [] }))
    vi.stubGlobal('fetch', fetch)
    renderWithRouter(<OwnHistory />, '/questionarios')
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/user/me/questionnaire-history')
    expect(screen.queryByTestId('own-history')).not.toBeInTheDocument()
    expect(screen.queryByText('Seu histórico')).not.toBeInTheDocument()
  })

  it('shows a shared instrument: the notice, the chart and each score with its band, newest first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          data: [
            {
              professional: { id: PROFESSIONAL, first_name: 'Helena', last_name: 'Prado' },
              instrument: 'GAD7',
              points: [
                { session_date: '2026-11-25T13:00:00.000Z', score: 12, band_label: 'Moderada' },
                { session_date: '2026-12-02T13:00:00.000Z', score: 6, band_label: 'Leve' },
              ],
              sessions: ['2026-11-25T13:00:00.000Z', '2026-12-02T13:00:00.000Z'],
            },
          ],
        }),
      ),
    )
    renderWithRouter(<OwnHistory />, '/questionarios')
    expect(await screen.findByRole('heading', { name: 'Seu histórico' })).toBeInTheDocument()
    expect(screen.getByText(/não são um diagnóstico/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'GAD-7 — com Helena Prado' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Gráfico das pontuações do GAD-7: 2 respostas' })).toBeInTheDocument()
    expect(screen.getAllByTestId('history-point').map((p) => p.textContent)).toEqual(['Consulta de 02/12/2026GAD-7: 6 de 21 — Leve', 'Consulta de 25/11/2026GAD-7: 12 de 21 — Moderada'])
  })
})
