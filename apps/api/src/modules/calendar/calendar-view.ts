import type { CalendarSessionDto, UnavailabilityDto } from '@acolhe/shared/api/calendar'
import type { BookedSessionRow } from './booked-sessions.repository'
import type { SlotRow } from './availability.repository'
import type { UnavailabilityRow } from './unavailability.repository'

// Database rows → the calendar API's JSON.

export function toSlotDto(row: SlotRow) {
  return { id: row.id, week_day: row.weekDay, start_time: row.startTime, end_time: row.endTime, social_rate: row.socialRate }
}

export function toCalendarSessionDto(row: BookedSessionRow): CalendarSessionDto {
  return {
    id: row.id,
    selected_date: row.selectedDate.toISOString(),
    status: row.status,
    patient_first_name: row.patientFirstName,
    patient_last_name: row.patientLastName,
  }
}

export function toUnavailabilityDto(row: UnavailabilityRow): UnavailabilityDto {
  return {
    id: row.id,
    type: row.type,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    reason: row.reason,
  }
}
