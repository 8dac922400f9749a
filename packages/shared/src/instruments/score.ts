import type { Instrument, SeverityBand } from './instrument'

// The published scoring of a summed questionnaire: every item answered with one of its options' points,
// the total is their sum, the band is the one whose limits hold the total. Pure, so the unit tests check
// it against the published limits and both the API and the screens use the same rule.

export type ScoreResult = { total: number; max: number; band: SeverityBand; risk: boolean }

export type AnswerCheck = { ok: true } | { ok: false; reason: 'count' | 'value' }

/** Whether `answers` (one per item, in item order) are a complete answer sheet of `instrument`. */
export function checkAnswers(instrument: Instrument, answers: readonly number[]): AnswerCheck {
  if (answers.length !== instrument.items.length) return { ok: false, reason: 'count' }
  const values = new Set(instrument.options.map((o) => o.value))
  return answers.every((a) => Number.isInteger(a) && values.has(a)) ? { ok: true } : { ok: false, reason: 'value' }
}

export function maxScore(instrument: Instrument): number {
  return instrument.items.length * Math.max(...instrument.options.map((o) => o.value))
}

export function bandOf(instrument: Instrument, total: number): SeverityBand {
  const band = instrument.bands.find((b) => total >= b.min && total <= b.max)
  if (!band) throw new Error(`${instrument.code}: no band holds the total ${total}`)
  return band
}

/** Whether the answers include a risk answer on the instrument's safety item (PHQ-9 item 9 above 'Nenhuma vez'). */
export function isRiskAnswer(instrument: Instrument, answers: readonly number[]): boolean {
  const safety = instrument.safetyItem
  if (!safety) return false
  return (answers[safety.itemNumber - 1] ?? 0) > safety.alertAbove
}

/** Scores a complete answer sheet; throws on an incomplete one (the API checks first and answers 422). */
export function scoreAnswers(instrument: Instrument, answers: readonly number[]): ScoreResult {
  const check = checkAnswers(instrument, answers)
  if (!check.ok) throw new Error(`${instrument.code}: answers are not a complete sheet (${check.reason})`)
  const total = answers.reduce((sum, a) => sum + a, 0)
  return { total, max: maxScore(instrument), band: bandOf(instrument, total), risk: isRiskAnswer(instrument, answers) }
}
