import type { SeriesDto } from '@acolhe/shared/api/series'
import { timeFor, weekDayAndDateIn } from '@acolhe/shared/format/zoned-time'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'

/**
 * The weekly hour ('Toda terça às 11:00'): it is Brasília's, so a viewer in another zone reads it
 * labelled as such (their own hour of each week moves with their clock changes; each week shows it).
 */
export function weeklyLabel(series: Pick<SeriesDto, 'week_day' | 'time' | 'time_zone'>): string {
  const weekly = t.weekly(series.week_day, series.time)
  return series.time_zone === BRASILIA_TIME_ZONE ? weekly : timeZoneTexts.brasiliaLabelled(weekly)
}

/** One week's day and hour for the viewer: 'terça-feira, 23/03, 14:00 em Lisboa (11:00 em Brasília)'. */
export function weekWhen(iso: string, zone: string): string {
  return `${weekDayAndDateIn(iso, zone)}, ${timeFor(iso, zone)}`
}

/** The label of a length the server offers: 4 → '4 semanas', null → 'Sem data para terminar'. */
export function lengthLabel(weeks: number | null): string {
  return weeks === null ? t.repeatOpen : t.repeatWeeks(weeks)
}

/** A person's name as the series DTO carries it (a patient's names may be missing). */
export function personName(person: { first_name: string | null; last_name: string | null }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ')
}
