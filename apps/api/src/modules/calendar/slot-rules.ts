import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { WEEK_DAY_LONG_LABELS } from '@acolhe/shared/enums'
import { formatHhmm } from '@acolhe/shared/format/dates'
import { professionalApiTexts as t } from '@acolhe/shared/texts/professional-area'
import type { SlotHours } from './availability.repository'

// The availability guide's rules (decisions 005 and 009), pure so they read like the guide.

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4))

/** A slot must hold at least one 50-minute session; the answer is the refusal's message, or null. */
export function tooShortMessage(slot: SlotHours): string | null {
  return minutesOf(slot.endTime) - minutesOf(slot.startTime) >= SESSION_MINUTES ? null : t.slotTooShort
}

/** Two slots of one weekday overlap unless one ends when or before the other starts. */
export function overlaps(a: SlotHours, b: SlotHours): boolean {
  return a.weekDay === b.weekDay && a.startTime < b.endTime && b.startTime < a.endTime
}

/** 'Segunda', 'Terça', … for messages. */
function weekDayName(weekDay: number): string {
  const label = WEEK_DAY_LONG_LABELS[weekDay] ?? ''
  return label.charAt(0) + label.slice(1).toLowerCase()
}

export function overlapMessage(existing: SlotHours): string {
  return t.slotOverlaps(weekDayName(existing.weekDay), formatHhmm(existing.startTime), formatHhmm(existing.endTime))
}
