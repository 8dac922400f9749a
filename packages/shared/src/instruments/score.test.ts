import { describe, expect, it } from 'vitest'
import { GAD7 } from './gad-7'
import { INSTRUMENTS } from './catalogue'
import { PHQ9 } from './phq-9'
import { bandOf, checkAnswers, isRiskAnswer, maxScore, scoreAnswers } from './score'

// The published scoring: PHQ-9 (Kroenke, Spitzer & Williams 2001) sums 9 items of 0–3 into 0–27 with cut
// points 5, 10, 15 and 20; GAD-7 (Spitzer et al. 2006) sums 7 items of 0–3 into 0–21 with cut points 5, 10
// and 15. Each band edge is checked on both sides.

/** An answer sheet of `count` items summing to `total` (fills 3s from the start, then the remainder). */
function sheetSumming(count: number, total: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.max(0, Math.min(3, total - 3 * index)))
}

describe('PHQ-9 scoring', () => {
  it('scores all zeros as 0, band Mínima, no risk', () => {
    expect(scoreAnswers(PHQ9, Array(9).fill(0))).toEqual({ total: 0, max: 27, band: expect.objectContaining({ code: 'minimal', label: 'Mínima' }), risk: false })
  })
  it('scores all maximum as 27, band Grave, with the item-9 risk', () => {
    expect(scoreAnswers(PHQ9, Array(9).fill(3))).toMatchObject({ total: 27, max: 27, band: { code: 'severe', label: 'Grave' }, risk: true })
  })
  it.each([
    [4, 'Mínima'],
    [5, 'Leve'],
    [9, 'Leve'],
    [10, 'Moderada'],
    [14, 'Moderada'],
    [15, 'Moderadamente grave'],
    [19, 'Moderadamente grave'],
    [20, 'Grave'],
  ])('a total of %i is %s', (total, label) => {
    const sheet = sheetSumming(9, total)
    const result = scoreAnswers(PHQ9, sheet)
    expect(result.total).toBe(total)
    expect(result.band.label).toBe(label)
  })
  it('flags any answer other than Nenhuma vez on item 9, and only item 9', () => {
    for (const value of [1, 2, 3]) {
      const sheet = [...Array(8).fill(0), value]
      expect(isRiskAnswer(PHQ9, sheet)).toBe(true)
      expect(scoreAnswers(PHQ9, sheet)).toMatchObject({ total: value, band: { code: 'minimal' }, risk: true })
    }
    expect(isRiskAnswer(PHQ9, [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false)
  })
})

describe('GAD-7 scoring', () => {
  it('scores all zeros as 0 (Mínima) and all maximum as 21 (Grave); it has no safety item', () => {
    expect(scoreAnswers(GAD7, Array(7).fill(0))).toMatchObject({ total: 0, max: 21, band: { code: 'minimal', label: 'Mínima' }, risk: false })
    expect(scoreAnswers(GAD7, Array(7).fill(3))).toMatchObject({ total: 21, max: 21, band: { code: 'severe', label: 'Grave' }, risk: false })
  })
  it.each([
    [4, 'Mínima'],
    [5, 'Leve'],
    [9, 'Leve'],
    [10, 'Moderada'],
    [14, 'Moderada'],
    [15, 'Grave'],
  ])('a total of %i is %s', (total, label) => {
    expect(scoreAnswers(GAD7, sheetSumming(7, total)).band.label).toBe(label)
  })
})

describe('answer sheets', () => {
  it('refuses a sheet with a missing item or a value that is not an option', () => {
    expect(checkAnswers(PHQ9, Array(8).fill(0))).toEqual({ ok: false, reason: 'count' })
    expect(checkAnswers(PHQ9, [...Array(8).fill(0), 4])).toEqual({ ok: false, reason: 'value' })
    expect(checkAnswers(GAD7, [0, 1, 2, 3, 0, 1, 1.5])).toEqual({ ok: false, reason: 'value' })
    expect(() => scoreAnswers(GAD7, [0])).toThrow()
  })
})

describe('every instrument kept as data', () => {
  it.each(INSTRUMENTS.map((i) => [i.shortName, i] as const))('%s: bands cover 0 to the maximum without gaps or overlaps, and its source is recorded', (_name, instrument) => {
    const max = maxScore(instrument)
    for (let total = 0; total <= max; total += 1) expect(() => bandOf(instrument, total)).not.toThrow()
    const sorted = [...instrument.bands].sort((a, b) => a.min - b.min)
    expect(sorted[0]?.min).toBe(0)
    expect(sorted.at(-1)?.max).toBe(max)
    sorted.slice(1).forEach((band, index) => expect(band.min).toBe((sorted[index]?.max ?? -2) + 1))
    expect(instrument.items.map((i) => i.number)).toEqual(instrument.items.map((_, index) => index + 1))
    expect(instrument.source.noticeEnglish).toContain('No permission required to reproduce, translate, display or distribute')
    expect(instrument.source.url).toMatch(/^https:\/\/www\.phqscreeners\.com\//)
  })
})
