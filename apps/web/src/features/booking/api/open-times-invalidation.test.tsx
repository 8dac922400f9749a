import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { useCreateSession } from './create-session'
import { jsonResponse } from '../../../test/render'
import { createQueryClient } from '../../../lib/query-client'
import { openTimesQueryKeys, useOpenDays, useOpenTimes } from '../../../lib/open-times-api'

// Open times are one resource, cached once per professional whatever screen shows them: the wizard's
// hour picker and a move's or a return's picker read the same entry, and a booking makes every one of
// them read the professional's hours again.

const PRO = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f'
const OTHER = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const SLOT = '3f2b6a52-8c1e-4f7a-9b0d-2c3e4f5a6b7c'
const PRICE = { service_value_cents: 15000, operating_cost_cents: 500, price_cents: 15500 }
const answer = (hours: string[]) => ({
  professionalAvailability: {
    in_person_available: false,
    price: PRICE,
    series_options: [],
    availability:
      hours.length === 0
        ? []
        : [{ date: '2026-12-02', week_day: 3, hours: hours.map((start) => ({ start_time: start, end_time: start.replace('00', '50'), available_date_id: SLOT, price: PRICE, social_rate: false })) }],
  },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('open times: one cache entry per professional', () => {
  it('the wizard and a move read the same entry, and a booking refreshes every view of that professional only', async () => {
    const reads: string[] = []
    let hours = ['1000', '1100']
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          hours = hours.slice(1)
          return jsonResponse({ message: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.' }, 409)
        }
        reads.push(url)
        return jsonResponse(answer(url.includes(OTHER) ? [] : hours))
      }),
    )
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(
      () => ({ wizard: useOpenTimes(PRO), move: useOpenDays(PRO, true), other: useOpenTimes(OTHER), book: useCreateSession() }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.move.data?.[0]?.hours).toHaveLength(2))
    expect(result.current.wizard.data?.availability[0]?.hours).toHaveLength(2)
    expect(queryClient.getQueryCache().findAll({ queryKey: openTimesQueryKeys.of(PRO) })).toHaveLength(1)

    const readsBefore = reads.filter((url) => url.includes(PRO)).length
    await act(async () => {
      await result.current.book.mutateAsync({ professional_id: PRO, selected_date: '2026-12-02T13:00:00.000Z', is_online: true, type: 'DEFAULT' }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.move.data?.[0]?.hours).toHaveLength(1))
    expect(result.current.wizard.data?.availability[0]?.hours).toHaveLength(1)
    expect(reads.filter((url) => url.includes(PRO)).length).toBe(readsBefore + 1)
    expect(reads.filter((url) => url.includes(OTHER))).toHaveLength(1)
  })
})
