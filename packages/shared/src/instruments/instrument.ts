// The shape of a scored questionnaire kept as data (docs/decisions/093-questionnaires-as-data.md): its
// published wording, answer options with their points, the severity bands of the total, where the text
// came from and under which terms. A new instrument is a new data file of this shape, no new code.

export type InstrumentOption = { value: number; label: string }

export type InstrumentItem = {
  /** 1-based, as printed on the published form. */
  number: number
  text: string
}

export type SeverityBand = {
  /** Inclusive limits of the total score. */
  min: number
  max: number
  /** A stable code (charts, exports) and the band's name in Portuguese as the cited literature gives it. */
  code: string
  label: string
}

export type InstrumentSource = {
  /** The published form the wording was copied from, word for word. */
  form: string
  url: string
  /** Where the copy in this repository was checked against (transcriptions agreeing with the form). */
  transcriptions: string[]
  /** The validation of this translation in Brazil. */
  validation: string
  /** The publication the scoring and bands come from. */
  scoring: string
  /** The form's attribution and free-use notice in Portuguese, as transcribed from the form. */
  notice: string
  /** The PHQ Screeners' notice in English, as published. */
  noticeEnglish: string
}

/**
 * A safety item: an answer scoring above `alertAbove` on item `itemNumber` is a risk answer (the patient
 * sees the crisis notice at once, the professional is alerted).
 */
export type SafetyItem = { itemNumber: number; alertAbove: number }

export type Instrument = {
  code: string
  /** The short name professionals know (PHQ-9) and the form's title. */
  shortName: string
  title: string
  instructions: string
  options: InstrumentOption[]
  items: InstrumentItem[]
  bands: SeverityBand[]
  safetyItem: SafetyItem | null
  source: InstrumentSource
}
