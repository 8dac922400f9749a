import { GAD7 } from './gad-7'
import type { Instrument } from './instrument'
import { PHQ9 } from './phq-9'

/** Every instrument a professional may assign; adding one is adding its data file here. */
export const INSTRUMENTS = [PHQ9, GAD7] as const satisfies readonly Instrument[]
export const INSTRUMENT_CODES = ['PHQ9', 'GAD7'] as const
export type InstrumentCode = (typeof INSTRUMENT_CODES)[number]

export function instrumentOf(code: InstrumentCode): Instrument {
  const found = INSTRUMENTS.find((i) => i.code === code)
  if (!found) throw new Error(`unknown instrument ${code}`)
  return found
}
