import { describe, expect, it } from 'vitest'
import { decodeQueryParam } from '@acolhe/shared/query-param-codec'
import { bookingLinkOf } from './booking-link'

describe('bookingLinkOf', () => {
  it('opens /agendamento with d encoding step 2 and the professional', () => {
    const link = new URL(bookingLinkOf('7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', 'https://acolhe.example'))
    expect(link.origin + link.pathname).toBe('https://acolhe.example/agendamento')
    expect(decodeQueryParam(link.searchParams.get('d'))).toEqual({ s: 2, p: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f' })
  })
})
