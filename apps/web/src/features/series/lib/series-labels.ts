import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'

/** The label of a length the server offers: 4 → '4 semanas', null → 'Sem data para terminar'. */
export function lengthLabel(weeks: number | null): string {
  return weeks === null ? t.repeatOpen : t.repeatWeeks(weeks)
}

/** A person's name as the series DTO carries it (a patient's names may be missing). */
export function personName(person: { first_name: string | null; last_name: string | null }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ')
}
