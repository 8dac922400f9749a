import type { RouteObject } from 'react-router'
import { preparedWizard } from './prepared-wizard'

/** The built-in checkout page of the local payment provider: full page, no frame. */
export const localCheckoutRoute: RouteObject = { path: 'pagamento/local/:paymentId', lazy: () => import('../public/local-checkout') }

/** The public booking wizard, inside the public frame. */
export const bookingFrameRoutes: RouteObject[] = [{ path: 'agendamento', lazy: () => import('./booking').then(preparedWizard) }]
