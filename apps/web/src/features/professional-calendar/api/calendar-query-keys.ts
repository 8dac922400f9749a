import type { UnavailabilityListQuery } from '@acolhe/shared/schemas/calendar'
import { weeklySlotsQueryKeys } from '../../../lib/weekly-slots-api'

// Query keys of the calendar; every change invalidates its list (related lists refresh after a change).
export const calendarQueryKeys = {
  // The professional's own slots, under the slots' key: the practice card shows them too.
  slots: weeklySlotsQueryKeys.mine,
  unavailabilityAll: ['professional-calendar', 'unavailability'] as const,
  unavailability: (query: UnavailabilityListQuery) => ['professional-calendar', 'unavailability', query] as const,
}
