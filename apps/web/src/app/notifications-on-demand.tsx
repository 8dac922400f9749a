import { lazy, Suspense, useState } from 'react'
import { useNotifications } from '@mantine/notifications'

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })))

/**
 * Mounts the toasts' container when the first toast is shown (decision 057). Screens show toasts through
 * `notifications.show`, which only writes to a small store; the container (transitions, portal, the
 * notification component, ~8 KiB gzip) was in every page's first load while most pages show no toast
 * before the person acts. The store keeps what was shown meanwhile, so nothing is lost; once mounted the
 * container stays, for the closing transitions.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null
}
