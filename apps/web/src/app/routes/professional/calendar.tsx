import { CalendarPage } from '../../../features/professional-calendar/components/calendar-page'

export function Component() {
  return (
    <CalendarPage
      availabilityCreateTo="/profissional/calendario/disponibilidade/criar"
      unavailabilityCreateTo="/profissional/calendario/indisponibilidade/criar"
    />
  )
}
