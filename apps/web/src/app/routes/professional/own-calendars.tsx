import { OwnCalendarsPage } from '../../../features/own-calendars/components/own-calendars-page'

/** /profissional/calendarios: inside the authorized professional shell. */
export function Component() {
  return <OwnCalendarsPage />
}
