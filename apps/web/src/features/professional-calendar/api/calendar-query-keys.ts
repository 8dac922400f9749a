import type { UnavailabilityListQuery } from '@acolhe/shared/schemas/calendar'

// Query keys of the calendar; every change invalidates its list (related lists refresh after a change).
export const calendarQueryKeys = {
  slots: ['professional-calendar', 'slots'] as const,
  unavailabilityAll: ['professional-calendar', 'unavailability'] as const,
  unavailability: (query: UnavailabilityListQuery) => ['professional-calendar', 'unavailability', query] as const,
}
