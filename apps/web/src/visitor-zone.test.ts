import { describe, expect, it } from 'vitest'
import { rendersAlikeIn } from './visitor-zone'

const NOW = new Date('2026-11-29T12:00:00.000Z')

describe('a page rendered in Brasília’s zone, in the browser’s zone (decision 116)', () => {
  it('is taken over as it is in Brasília’s zone and in the Brazilian zones with the same offset', () => {
    for (const zone of ['America/Sao_Paulo', 'America/Recife', 'America/Bahia', 'America/Belem', 'America/Fortaleza']) {
      expect(rendersAlikeIn('America/Sao_Paulo', zone, NOW), zone).toBe(true)
    }
  })

  it('is rendered afresh in a zone with another offset: Manaus, UTC, Lisbon, or one the browser does not know', () => {
    for (const zone of ['America/Manaus', 'UTC', 'Europe/Lisbon', 'America/Noronha', 'Mars/Olympus_Mons']) {
      expect(rendersAlikeIn('America/Sao_Paulo', zone, NOW), zone).toBe(false)
    }
  })

  it('is rendered afresh in a zone that matches today but changes its clock within the weeks shown', () => {
    // Asunción's offset is -03:00 in the southern summer and changed to -04:00 on 2024-03-24 (before its
    // 2024 rule change): a page rendered on 2024-03-10 shows weeks on both sides.
    expect(rendersAlikeIn('America/Sao_Paulo', 'America/Asuncion', new Date('2024-03-10T12:00:00.000Z'))).toBe(false)
  })
})
