import { Notifications } from '@mantine/notifications'

/** The toasts' container, loaded by notifications-on-demand.tsx when the first toast is shown. */
export function Toasts() {
  // Toasts at the top right, closing after 3000 ms (docs/product/screens-and-routes.md).
  return <Notifications position="top-right" autoClose={3000} />
}
