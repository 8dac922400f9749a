import { formatHhmm } from '@acolhe/shared/format/dates'
import { WEEK_DAY_LONG_LABELS } from '@acolhe/shared/enums'

// Choices of the slot form (sessions start on full hours: 24 choices, 00:00 to 23:00).

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => {
  const value = `${String(hour).padStart(2, '0')}00`
  return { value, label: formatHhmm(value) }
})

/** 'Segunda', 'Terça', … from the long labels (stored in capitals). */
export function weekDayName(weekDay: number): string {
  const label = WEEK_DAY_LONG_LABELS[weekDay] ?? ''
  return label.charAt(0) + label.slice(1).toLowerCase()
}

export const WEEK_DAY_OPTIONS = WEEK_DAY_LONG_LABELS.map((_, weekDay) => ({ value: String(weekDay), label: weekDayName(weekDay) }))
