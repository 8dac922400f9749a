import { useLocation, useSearchParams } from 'react-router'
import { ReminderLinkPage } from '../../../features/reminder-links/components/reminder-link-page'

/** /lembrete/confirmar?token=… and /lembrete/cancelar?token=… — a reminder's links, public area. */
export function Component() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  return <ReminderLinkPage action={pathname.endsWith('/cancelar') ? 'cancel' : 'confirm'} token={params.get('token') ?? ''} />
}

export default Component
