import { AvailabilityCreatePage } from '../../../features/professional-calendar/components/availability-create-page'

export function Component() {
  return <AvailabilityCreatePage calendarTo="/profissional/calendario" guideTo="/profissional/calendario/disponibilidade/guia" />
}
