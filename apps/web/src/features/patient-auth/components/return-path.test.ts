import { describe, expect, it } from 'vitest'
import { returnPathOf } from './patient-login-page'

// /login?voltar=… returns to a page of this site only (a waitlist offer's link, decision 041).
describe('returnPathOf', () => {
  it('keeps a path of this site', () => {
    expect(returnPathOf('/lista-de-espera/oferta/abc')).toBe('/lista-de-espera/oferta/abc')
    expect(returnPathOf('/consulta?d=x')).toBe('/consulta?d=x')
  })
  it('refuses anything that could lead to another site, or nothing', () => {
    expect(returnPathOf('https://exemplo.com/')).toBeNull()
    expect(returnPathOf('//exemplo.com/')).toBeNull()
    expect(returnPathOf('/\\exemplo.com')).toBeNull()
    expect(returnPathOf('')).toBeNull()
    expect(returnPathOf(null)).toBeNull()
  })
})
