import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeQueryParam, encodeQueryParam } from './query-param-codec'

describe('the `d` query parameter codec', () => {
  it('round-trips the wizard state (step, professional, flags) as a URL-safe string', () => {
    const state = { s: 2, p: '3f1c2a9e-0b7d-4c1e-9a55-2f8e6d4b1c00', s_s: true, search: 'José, ção & 100%' }
    const encoded = encodeQueryParam(state)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeQueryParam(encoded)).toEqual(state)
  })

  it('leaves out null and undefined values', () => {
    expect(decodeQueryParam(encodeQueryParam({ s: 1, p: null, q: undefined }))).toEqual({ s: 1 })
  })

  it("refuses keys over 31 characters with 'Key too long (max 31 chars)'", () => {
    expect(() => encodeQueryParam({ ['k'.repeat(32)]: 1 })).toThrow('Key too long (max 31 chars)')
    expect(() => encodeQueryParam({ ['k'.repeat(31)]: 1 })).not.toThrow()
  })

  it('decodes garbage to an empty object instead of throwing', () => {
    for (const junk of ['', '%%%', '!!', 'aGVsbG8', '____', 'wygA']) expect(decodeQueryParam(junk)).toEqual({})
    expect(decodeQueryParam(null)).toEqual({})
  })

  it('round-trips any flat record of strings, numbers and booleans', () => {
    const key = fc.stringMatching(/^[A-Za-z0-9_]{1,31}$/).filter((k) => k !== '__proto__')
    const value = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
    fc.assert(
      fc.property(fc.dictionary(key, value), (record) => {
        const normalized = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, Object.is(v, -0) ? 0 : v]))
        expect(decodeQueryParam(encodeQueryParam(record))).toEqual(normalized)
      }),
    )
  })
})
