import { UnavailabilityCreatePage } from '../../../features/professional-calendar/components/unavailability-create-page'

export function Component() {
  return <UnavailabilityCreatePage calendarTo="/profissional/calendario?aba=indisponibilidade" />
}
