import type { SeriesSkipReason } from '@acolhe/shared/enums'
import { instantAtLocal, localDateOf, localHourOf, weekDayOfLocalDate } from '../../lib/brasilia-time'
import { hoursOfSlot, type Period, type WeeklySlot } from '../scheduling/open-times/open-times'

// Whether one week of a series can be booked, and if not why (pure: no I/O, no clock). The same facts
// as the open-times computation (docs/scheduling.md), read for one start, with the reason kept.

const MINUTE = 60_000

export type WeekFacts = {
  slots: WeeklySlot[]
  unavailabilities: Period[]
  /** Starts (epoch ms) of the professional's sessions occupying their hour (any status but CANCELLED). */
  professionalStarts: Set<number>
  /** Starts (epoch ms) of the patient's sessions occupying their hour (any status but CANCELLED). */
  patientStarts: Set<number>
  sessionMinutes: number
}

export type WeekVerdict = { slotId: string } | { reason: SeriesSkipReason }

export function weekVerdict(facts: WeekFacts, start: Date): WeekVerdict {
  const end = new Date(start.getTime() + facts.sessionMinutes * MINUTE)
  if (facts.unavailabilities.some((p) => start < p.endDate && end > p.startDate)) return { reason: 'UNAVAILABLE' }
  const date = localDateOf(start)
  const hour = localHourOf(start)
  const weekDay = weekDayOfLocalDate(date)
  const slot = facts.slots.find((s) => s.weekDay === weekDay && hoursOfSlot(s).includes(hour))
  if (!slot || instantAtLocal(date, hour).getTime() !== start.getTime()) return { reason: 'NOT_OFFERED' }
  if (facts.professionalStarts.has(start.getTime())) return { reason: 'HOUR_TAKEN' }
  if (facts.patientStarts.has(start.getTime())) return { reason: 'PATIENT_BUSY' }
  return { slotId: slot.id }
}
