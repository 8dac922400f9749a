import type { AvailabilitySlotBody } from '@acolhe/shared/schemas/calendar'
import type { SlotChangeDto } from '@acolhe/shared/api/calendar'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { professionalApiTexts as t } from '@acolhe/shared/texts/professional-area'
import type { Db } from '../../db/client'
import type { Deps } from '../../deps'
import { localHourOf, localWeekDayOf } from '../../lib/brasilia-time'
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors'
import * as repo from './availability.repository'
import * as booked from './booked-sessions.repository'
import { toCalendarSessionDto, toSlotDto } from './calendar-view'
import { overlapMessage, overlaps, tooShortMessage } from './slot-rules'

// Weekly availability of the logged-in professional (the availability guide; docs/scheduling.md).
// Reads live in modules/scheduling (GET /available-dates); this module changes slots.

export type AvailabilityDeps = Pick<Deps, 'db' | 'clock'>

const hoursOf = (body: AvailabilitySlotBody): repo.SlotHours => ({ weekDay: body.week_day, startTime: body.start_time, endTime: body.end_time })

/** Refuses a slot shorter than a session or overlapping another live slot of the same weekday. */
async function assertFits(db: Db, professionalId: string, hours: repo.SlotHours, exceptId?: string) {
  const short = tooShortMessage(hours)
  if (short) throw new UnprocessableError(short)
  const sameDay = await repo.listActiveSlotsOfDay(db, professionalId, hours.weekDay)
  const clash = sameDay.find((other) => other.id !== exceptId && overlaps(other, hours))
  if (clash) throw new ConflictError(overlapMessage(clash))
}

async function findOwnSlot(db: Db, professionalId: string, slotId: string) {
  const slot = await repo.findActiveSlot(db, slotId)
  // Another professional's slot is answered like an unknown one: its existence is not theirs to learn.
  if (!slot || slot.professionalId !== professionalId) throw new NotFoundError(t.slotNotFound)
  return slot
}

/** Whether a booked start still lies inside the slot's weekday and hours (Brasília time). */
function fitsIn(hours: repo.SlotHours, start: Date): boolean {
  // Sessions start on full hours.
  const startMinutes = localHourOf(start) * 60
  const endMinutes = startMinutes + SESSION_MINUTES
  const slotStart = Number(hours.startTime.slice(0, 2)) * 60
  const slotEnd = Number(hours.endTime.slice(0, 2)) * 60
  return localWeekDayOf(start) === hours.weekDay && startMinutes >= slotStart && endMinutes <= slotEnd
}

export async function createSlot(deps: AvailabilityDeps, professionalId: string, body: AvailabilitySlotBody) {
  const hours = hoursOf(body)
  return deps.db.transaction(async (tx) => {
    await repo.lockProfessional(tx, professionalId)
    await assertFits(tx, professionalId, hours)
    return toSlotDto(await repo.insertSlot(tx, professionalId, hours))
  })
}

/**
 * Changes a slot in place (same id). Sessions already booked in it stay booked even when they no
 * longer fit the new hours; they are listed back as `kept_sessions` so the professional can decide.
 */
export async function updateSlot(deps: AvailabilityDeps, professionalId: string, slotId: string, body: AvailabilitySlotBody): Promise<SlotChangeDto> {
  const hours = hoursOf(body)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    await repo.lockProfessional(tx, professionalId)
    await findOwnSlot(tx, professionalId, slotId)
    await assertFits(tx, professionalId, hours, slotId)
    const updated = await repo.updateSlot(tx, slotId, hours, now)
    const sessions = await booked.listLiveSessionsOfSlot(tx, slotId, now)
    return {
      availableDate: toSlotDto(updated),
      kept_sessions: sessions.filter((s) => !fitsIn(hours, s.selectedDate)).map(toCalendarSessionDto),
    }
  })
}

/** Soft-deletes a slot: no new bookings in it; sessions already booked stay and are listed back. */
export async function deleteSlot(deps: AvailabilityDeps, professionalId: string, slotId: string): Promise<SlotChangeDto> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    await repo.lockProfessional(tx, professionalId)
    await findOwnSlot(tx, professionalId, slotId)
    await repo.softDeleteSlot(tx, slotId, now)
    const sessions = await booked.listLiveSessionsOfSlot(tx, slotId, now)
    return { availableDate: null, kept_sessions: sessions.map(toCalendarSessionDto) }
  })
}
