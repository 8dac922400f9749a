import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'

/** The label of a length the server offers: 4 → '4 semanas', null → 'Sem data para terminar'. */
export function lengthLabel(weeks: number | null): string {
  return weeks === null ? t.repeatOpen : t.repeatWeeks(weeks)
}
